import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where the product keeps files: members' photos, chat photos and data archives. Names are relative paths
 * ("u12-3f…-card.webp", "seed/female-007-thumb.webp"); how a photo's key becomes a name is decided
 * in server/domain/profiles/photo-sizes.ts only. The default is a folder on this machine; an S3-compatible
 * implementation can replace it so that several server processes share the files.
 */
export interface FileStorage {
  /** Stores the bytes under the name; a reader never sees half a file. */
  put(name: string, bytes: Buffer): Promise<void>;
  /** The file as a stream with its size and time, or null when there is none. */
  get(name: string): Promise<OpenedFile | null>;
  has(name: string): Promise<boolean>;
  /** Removes the file; a file that is not there is no error. */
  remove(name: string): Promise<void>;
  /** Every stored file, in no order (writes still under way are not files yet). */
  list(): AsyncIterable<StoredFile>;
  /** Removes writes begun before the time that never finished (the process stopped halfway); answers how many. */
  removeUnfinished(before: Date): Promise<number>;
}

export interface StoredFile {
  name: string;
  modifiedAt: Date;
}

export interface OpenedFile {
  stream: Readable;
  size: number;
  modifiedAt: Date;
}

const PARTIAL = '.partial';

/** A name from outside (a URL) must stay inside the folder. */
function inside(dir: string, name: string): string {
  const file = path.resolve(dir, name);
  if (!file.startsWith(dir + path.sep)) throw new Error(`File name outside the storage folder: ${name}`);
  return file;
}

export function folderStorage(folder: string): FileStorage {
  const dir = path.resolve(folder);
  return {
    async put(name, bytes) {
      const file = inside(dir, name);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a rename within one folder is atomic, so readers see all or nothing.
      const partial = `${file}.${process.pid}.${Date.now()}${PARTIAL}`;
      await fsp.writeFile(partial, bytes);
      await fsp.rename(partial, file);
    },
    async get(name) {
      const file = inside(dir, name);
      try {
        const handle = await fsp.open(file, 'r');
        const { size, mtime } = await handle.stat();
        return { stream: handle.createReadStream(), size, modifiedAt: mtime };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async has(name) {
      return fs.existsSync(inside(dir, name));
    },
    async remove(name) {
      await fsp.rm(inside(dir, name), { force: true });
    },
    async *list() {
      for (const file of await filesIn(dir)) {
        if (!file.name.endsWith(PARTIAL)) yield file;
      }
    },
    async removeUnfinished(before) {
      const stale = (await filesIn(dir)).filter((file) => file.name.endsWith(PARTIAL) && file.modifiedAt < before);
      await Promise.all(stale.map((file) => fsp.rm(path.join(dir, file.name), { force: true })));
      return stale.length;
    },
  };
}

async function filesIn(dir: string): Promise<StoredFile[]> {
  const entries = await fsp.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  const stats = await Promise.all(files.map((file) => fsp.stat(file).catch(() => null)));
  // A file removed since the folder was read is simply not there.
  return files.flatMap((file, i) => (stats[i] ? [{ name: path.relative(dir, file), modifiedAt: stats[i].mtime }] : []));
}
