import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photosResponseSchema } from '../../common/api/members';
import { parseS3Url } from '../../server/config/s3-address';
import { s3Storage } from '../../server/adapters/s3-storage';
import type { FileStorage } from '../../server/adapters/storage';
import { isUnreachable } from '../../server/http/unreachable';
import { loadConfig } from '../../server/config/config';
import { freePort } from '../../scripts/free-port';
import { startTestServer, type TestServer } from './helpers/test-server';
import { activeMember, call } from './helpers/members';

/**
 * Photos in an S3-compatible store (STORAGE_URL, issue 36 point 2), against s3rver, a local
 * stand-in from the npm registry that the test starts on loopback.
 */

const BUCKET = 'amora-photos';
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'amora-s3-'));
let stand: S3rver;
let port: number;
let endpoint: string;
const url = (prefix: string) => `s3://S3RVER:S3RVER@${BUCKET}/${prefix}?endpoint=${encodeURIComponent(endpoint)}&region=eu-west-1`;
const storageAt = (prefix: string): FileStorage => s3Storage(parseS3Url(url(prefix))!);

/** Starts the stand-in, again on the same port and folder after a stop, as a store's restart would. */
async function startStand(): Promise<void> {
  stand = new S3rver({ address: '127.0.0.1', port, silent: true, directory: folder, configureBuckets: [{ name: BUCKET, configs: [] }] });
  await stand.run();
}

beforeAll(async () => {
  port = await freePort();
  endpoint = `http://127.0.0.1:${port}`;
  await startStand();
});
afterAll(async () => {
  await stand.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('STORAGE_URL', () => {
  it('reads the bucket, the prefix, the endpoint, the region and the credentials of the address', () => {
    expect(parseS3Url('s3://KEY:SE%2FCRET@photos/site-a?endpoint=https://s3.example&region=eu-central-1')).toEqual({
      bucket: 'photos', prefix: 'site-a/', endpoint: 'https://s3.example', region: 'eu-central-1', credentials: { accessKeyId: 'KEY', secretAccessKey: 'SE/CRET' },
    });
    expect(parseS3Url('s3://photos')).toEqual({ bucket: 'photos', prefix: '', endpoint: null, region: 'us-east-1', credentials: null });
  });

  it('refuses an address that is not an s3:// one with a bucket, naming the variable', () => {
    for (const wrong of ['https://photos.s3.example', 's3:///no-bucket', 's3://photos?endpoint=ftp://x', 'photos']) {
      expect(() => loadConfig({ STORAGE_URL: wrong })).toThrow(/^Configuration: STORAGE_URL=.* takes an address such as s3:\/\/bucket\/photos/);
    }
  });
});

describe('S3 storage', () => {
  it('keeps bytes under a name, in sub-folders too, and reads them back with their size and time', async () => {
    const storage = storageAt('contract');
    await storage.put('seed/a-thumb.webp', Buffer.from('first'));
    expect(await storage.has('seed/a-thumb.webp')).toBe(true);
    await storage.put('seed/a-thumb.webp', Buffer.from('second'));
    const file = (await storage.get('seed/a-thumb.webp'))!;
    expect(file.size).toBe(6);
    expect(Date.now() - file.modifiedAt.getTime()).toBeLessThan(60_000);
    expect(await text(file.stream)).toBe('second');
  });

  it('answers null and false for a file that is not there, and removing it is no error', async () => {
    const storage = storageAt('contract');
    expect(await storage.get('missing.webp')).toBeNull();
    expect(await storage.has('missing.webp')).toBe(false);
    await expect(storage.remove('missing.webp')).resolves.toBeUndefined();
    await storage.put('c-full.webp', Buffer.from('x'));
    await storage.remove('c-full.webp');
    expect(await storage.has('c-full.webp')).toBe(false);
  });

  // Of one page: the stand-in cannot page (its continuation token uses a cipher OpenSSL 3 refuses).
  it('lists the files under its own prefix only', async () => {
    const one = storageAt('site-one');
    const two = storageAt('site-two');
    const names = Array.from({ length: 30 }, (_, i) => `u1-${String(i).padStart(4, '0')}-thumb.webp`);
    await Promise.all(names.map((name) => one.put(name, Buffer.from(name))));
    await two.put('u2-other-thumb.webp', Buffer.from('other'));
    const listed: string[] = [];
    for await (const file of one.list()) listed.push(file.name);
    expect(listed.sort()).toEqual(names);
    expect(await one.removeUnfinished(new Date())).toBe(0);
  });

  it('fails a read with an error answered 503 when the store does not answer', async () => {
    const storage = s3Storage(parseS3Url(`s3://S3RVER:S3RVER@${BUCKET}?endpoint=http://127.0.0.1:1`)!);
    const error = await storage.get('a.webp').catch((caught: unknown) => caught);
    expect(isUnreachable(error)).toBe(true);
  });
});

describe('a server with STORAGE_URL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ STORAGE_URL: url('server') });
  });
  afterAll(() => server.close());

  it('stores an uploaded photo in the store and serves it with the same access rules, ETag and 304', async () => {
    const [owner, other] = await Promise.all([activeMember(server), activeMember(server)]);
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c86' } }).jpeg().toBuffer();
    const uploaded = await server.app.inject({ method: 'POST', url: '/api/photos.php', headers: { cookie: owner.cookie, 'content-type': 'image/jpeg' }, payload: jpeg });
    expect(uploaded.statusCode).toBe(201);
    const [photo] = photosResponseSchema.parse((await call(server, 'GET', '/api/photos.php', undefined, owner.cookie)).json()).photos;
    const name = path.basename(photo!.full);
    expect(await storageAt('server').has(name)).toBe(true);
    expect(fs.existsSync(path.join(server.config.photosDir, name))).toBe(false);

    // Waiting for moderation: the owner's only.
    expect((await call(server, 'GET', photo!.full, undefined, other.cookie)).statusCode).toBe(403);
    await server.db.updateTable('photos').set({ status: 'approved' }).where('id', '=', photo!.id).execute();
    const served = await call(server, 'GET', photo!.full, undefined, other.cookie);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    const again = await server.app.inject({ method: 'GET', url: photo!.full, headers: { cookie: other.cookie, 'if-none-match': String(served.headers.etag) } });
    expect(again.statusCode).toBe(304);

    // The store stopped: a clear 503 at once, and the photo again when it is back.
    await stand.close();
    const away = await call(server, 'GET', photo!.full, undefined, other.cookie);
    expect(away.statusCode).toBe(503);
    expect(away.headers['retry-after']).toBe('2');
    await startStand();
    expect((await call(server, 'GET', photo!.full, undefined, other.cookie)).statusCode).toBe(200);

    // Deleting the photo deletes its files from the store.
    expect((await call(server, 'DELETE', '/api/photos.php', { id: photo!.id }, owner.cookie)).statusCode).toBe(200);
    expect(await storageAt('server').has(name)).toBe(false);
  });
});
