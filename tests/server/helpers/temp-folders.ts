import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/**
 * Folders a test file makes in the system's temp folder, all removed after its tests. Called once at
 * the top of the file; the function it returns makes one folder whose name starts with `prefix`.
 */
export function tempFolders(): (prefix: string) => string {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  });
  return (prefix) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    folders.push(dir);
    return dir;
  };
}
