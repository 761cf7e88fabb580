import type { Db } from '../db/database';

/** Photo moderation until an admin screen exists: pending photos are listed and approved or rejected. */

export function pendingPhotos(db: Db) {
  return db.selectFrom('photos').innerJoin('profiles', 'profiles.id', 'photos.profile_id')
    .select(['photos.id', 'photos.file_key', 'photos.created_at', 'profiles.id as profile_id', 'profiles.name'])
    .where('photos.status', '=', 'pending').orderBy('photos.id').execute();
}

/** Returns how many of the given photos were pending and are now decided. */
export async function decidePhotos(db: Db, ids: number[], status: 'approved' | 'rejected'): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db.updateTable('photos').set({ status }).where('id', 'in', ids).where('status', '=', 'pending').executeTakeFirst();
  return Number(result.numUpdatedRows);
}
