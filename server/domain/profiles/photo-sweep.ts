import type { FileStorage } from '../../adapters/storage';
import type { Db } from '../../db/database';
import { fileKeysInUse } from '../../db/photos';
import { photoKeyOf } from './photo-sizes';

/**
 * Files an upload left behind when the server stopped halfway (killed, out of memory, a deploy): a
 * write that never finished, or the sizes of a photo stored before its row was. Only files older
 * than an hour go, so an upload under way in another server process keeps its files. Seeded
 * avatars are a shared pool and stay.
 */
const GRACE_MS = 3600_000;

export async function sweepOrphanPhotoFiles(db: Db, storage: FileStorage, now: Date): Promise<number> {
  const before = new Date(now.getTime() - GRACE_MS);
  const unfinished = await storage.removeUnfinished(before);

  const namesByKey = new Map<string, string[]>();
  for await (const file of storage.list()) {
    const key = photoKeyOf(file.name);
    if (!key || key.startsWith('seed/') || file.modifiedAt >= before) continue;
    namesByKey.set(key, [...(namesByKey.get(key) ?? []), file.name]);
  }
  const used = await fileKeysInUse(db, [...namesByKey.keys()]);
  const orphans = [...namesByKey].filter(([key]) => !used.has(key)).flatMap(([, names]) => names);
  await Promise.all(orphans.map((name) => storage.remove(name)));
  return unfinished + orphans.length;
}
