import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { folderStorage } from '../../server/adapters/storage';

/** The default file storage: a folder on this machine. */

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'amora-storage-'));
const storage = folderStorage(dir);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('folder storage', () => {
  it('keeps bytes under a name, in sub-folders too, and reads them back', async () => {
    await storage.put('seed/a-thumb.webp', Buffer.from('first'));
    expect(await storage.has('seed/a-thumb.webp')).toBe(true);
    expect(await text((await storage.get('seed/a-thumb.webp'))!.stream)).toBe('first');
    await storage.put('seed/a-thumb.webp', Buffer.from('second'));
    expect(await text((await storage.get('seed/a-thumb.webp'))!.stream)).toBe('second');
  });

  it('leaves no partial file behind', async () => {
    await storage.put('b-card.webp', Buffer.alloc(100_000, 1));
    expect(fs.readdirSync(dir).filter((name) => name.includes('partial'))).toEqual([]);
  });

  it('answers null and false for a file that is not there, and removing it is no error', async () => {
    expect(await storage.get('missing.webp')).toBeNull();
    expect(await storage.has('missing.webp')).toBe(false);
    await expect(storage.remove('missing.webp')).resolves.toBeUndefined();
  });

  it('removes a file', async () => {
    await storage.put('c-full.webp', Buffer.from('x'));
    await storage.remove('c-full.webp');
    expect(await storage.has('c-full.webp')).toBe(false);
  });

  it('refuses a name that leads outside the folder', async () => {
    await expect(storage.put('../escape.webp', Buffer.from('x'))).rejects.toThrow(/outside/);
    await expect(storage.get('../../etc/passwd')).rejects.toThrow(/outside/);
  });
});
