import type { PhotoRejectReason } from '../../common/staff/moderation';
import type { Db } from './database';

/** Photos of members: their rows (the files themselves are in the storage adapter). */

export function photosOf(db: Db, profileId: number) {
  return db.selectFrom('photos').select(['id', 'file_key', 'status', 'is_private'])
    .where('profile_id', '=', profileId).orderBy('id').execute();
}

export function ownedPhoto(db: Db, profileId: number, id: number) {
  return db.selectFrom('photos').select(['id', 'file_key', 'is_private'])
    .where('id', '=', id).where('profile_id', '=', profileId).executeTakeFirst();
}

export async function photoCount(db: Db, profileId: number): Promise<number> {
  const { n } = await db.selectFrom('photos').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('profile_id', '=', profileId).executeTakeFirstOrThrow();
  return Number(n);
}

export async function insertPhoto(db: Db, photo: { profileId: number; fileKey: string; at: string }): Promise<number> {
  const { id } = await db.insertInto('photos')
    .values({ profile_id: photo.profileId, file_key: photo.fileKey, status: 'pending', created_at: photo.at })
    .returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function setPhotoPrivate(db: Db, id: number, isPrivate: boolean): Promise<void> {
  await db.updateTable('photos').set({ is_private: isPrivate ? 1 : 0 }).where('id', '=', id).execute();
}

export async function deletePhotoRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('photos').where('id', '=', id).execute();
}

/** The photo to become main after the main one goes: the oldest public one, approved photos first (others see those at once). */
export async function nextMainPhoto(db: Db, profileId: number): Promise<number | null> {
  const next = await db.selectFrom('photos').select('id').where('profile_id', '=', profileId).where('is_private', '=', 0)
    .orderBy((eb) => eb('status', '=', 'approved'), 'desc').orderBy('id').executeTakeFirst();
  return next?.id ?? null;
}

/**
 * Seeded members share avatar files, and a profile photo sent in chat stays in the conversation: a
 * file may go only when no photo and no message uses it any more.
 */
export async function fileKeyInUse(db: Db, fileKey: string): Promise<boolean> {
  return (await fileKeysInUse(db, [fileKey])).has(fileKey);
}

export async function fileKeysOf(db: Db, profileId: number): Promise<string[]> {
  const rows = await db.selectFrom('photos').select('file_key').where('profile_id', '=', profileId).execute();
  return rows.map((row) => row.file_key);
}

/**
 * The photos that use one stored file, with what decides who may see them. The most open rows come
 * first, so the few read decide as all would.
 */
export function photosUsingFile(db: Db, fileKey: string, limit: number) {
  return db
    .selectFrom('photos')
    .innerJoin('profiles', 'profiles.id', 'photos.profile_id')
    .innerJoin('users', 'users.id', 'profiles.id')
    .select(['photos.id', 'photos.profile_id', 'photos.status', 'photos.is_private', 'profiles.main_photo_id', 'profiles.status as profile_status', 'users.status as user_status'])
    .where('photos.file_key', '=', fileKey)
    .orderBy('photos.is_private')
    .orderBy((eb) => eb('photos.id', '=', eb.ref('profiles.main_photo_id')), 'desc')
    .limit(limit)
    .execute();
}

/** Photos waiting of members who are not banned: a ban took the profile off the site, and with it the need to look. */
const waiting = (db: Db) => db.selectFrom('photos').innerJoin('users', 'users.id', 'photos.profile_id')
  .where('photos.status', '=', 'pending').where('users.banned_at', 'is', null);

/** Photos waiting for moderation (all, or one member's), oldest first, with whose they are: `limit` of them. */
export function pendingPhotos(db: Db, limit: number, memberId?: number) {
  let query = waiting(db).innerJoin('profiles', 'profiles.id', 'photos.profile_id')
    .select(['photos.id', 'photos.file_key', 'photos.created_at', 'profiles.id as profile_id', 'profiles.name', 'profiles.birth_date', 'profiles.gender', 'profiles.country']);
  if (memberId !== undefined) query = query.where('photos.profile_id', '=', memberId);
  return query.orderBy('photos.id').limit(limit).execute();
}

/** How many photos wait (all, or one member's), and since when the oldest. */
export async function pendingPhotoCount(db: Db, memberId?: number): Promise<{ count: number; oldest: string | null }> {
  let query = waiting(db).select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('photos.created_at').as('oldest')]);
  if (memberId !== undefined) query = query.where('photos.profile_id', '=', memberId);
  const row = await query.executeTakeFirstOrThrow();
  return { count: Number(row.n), oldest: row.oldest ?? null };
}

/** The photos of these members, for the queue's look at a member's other photos. */
export function photosOfMembers(db: Db, profileIds: number[]) {
  if (profileIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('photos').select(['id', 'profile_id', 'file_key', 'status', 'is_private'])
    .where('profile_id', 'in', profileIds).orderBy('id').execute();
}

/** Decides a pending photo; undefined when it was not pending (decided already, or gone). */
export function decidePhoto(db: Db, id: number, decision: { status: 'approved' | 'rejected'; reject_reason: PhotoRejectReason | null; decided_at: string }) {
  return db.updateTable('photos').set(decision).where('id', '=', id).where('status', '=', 'pending')
    .returning(['id', 'profile_id', 'file_key']).executeTakeFirst();
}

/** A rejected photo with its owner's address, language and name, for the mail that says why. */
export function rejectedPhotoOwner(db: Db, id: number) {
  return db.selectFrom('photos').innerJoin('users', 'users.id', 'photos.profile_id').innerJoin('profiles', 'profiles.id', 'photos.profile_id')
    .select(['photos.reject_reason', 'photos.profile_id', 'users.email', 'users.language', 'profiles.name'])
    .where('photos.id', '=', id).where('photos.status', '=', 'rejected').executeTakeFirst();
}

/** Which of these file keys some photo or chat message uses. */
export async function fileKeysInUse(db: Db, fileKeys: string[]): Promise<Set<string>> {
  const used = new Set<string>();
  // SQLite allows some thousands of bound values per statement: ask in slices.
  for (let i = 0; i < fileKeys.length; i += 500) {
    const slice = fileKeys.slice(i, i + 500);
    const rows = await db.selectFrom('photos').select('file_key as key').where('file_key', 'in', slice)
      .union(db.selectFrom('messages').select((eb) => eb.ref('photo_key').$notNull().as('key')).where('photo_key', 'in', slice))
      .execute();
    for (const row of rows) used.add(row.key);
  }
  return used;
}
