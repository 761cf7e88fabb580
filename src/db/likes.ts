import type { AppDatabase } from './database';

/** Likes the member sent, kept beside the received ones for the likes pages. */
export async function storeSentLike(database: AppDatabase, profileId: number, liked: boolean): Promise<void> {
  if (liked) await database.likes.put({ profileId, direction: 'sent', isNew: 0, createdAt: new Date().toISOString() });
  else await database.likes.delete(['sent', profileId]);
}
