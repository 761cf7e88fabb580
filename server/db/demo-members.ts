import type { Insertable } from 'kysely';
import type { Db } from './database';
import type { NewProfile, NewUser, PhotosTable, ProfileInterestsTable } from './schema';

/** Bulk writes of the demo-member seed: many rows per statement. */

/** Rows per insert statement: well under SQLite's limit on bound variables. */
const BATCH = 500;

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

export const insertUsers = (db: Db, rows: NewUser[]) => inBatches(rows, (batch) => db.insertInto('users').values(batch).execute());
export const insertProfiles = (db: Db, rows: NewProfile[]) => inBatches(rows, (batch) => db.insertInto('profiles').values(batch).execute());
export const insertPhotos = (db: Db, rows: Insertable<PhotosTable>[]) => inBatches(rows, (batch) => db.insertInto('photos').values(batch).execute());
export const insertInterests = (db: Db, rows: Insertable<ProfileInterestsTable>[]) =>
  inBatches(rows, (batch) => db.insertInto('profile_interests').values(batch).execute());

/** The id after the highest in use, so a seed can number its rows itself. */
export async function nextId(db: Db, table: 'users' | 'photos'): Promise<number> {
  const row = await db.selectFrom(table).select((eb) => eb.fn.max('id').as('max')).executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

export async function memberCount(db: Db): Promise<number> {
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A demo login's photo: approved at once, and its main one. */
export async function giveMainPhoto(db: Db, profileId: number, fileKey: string, at: string): Promise<void> {
  const { id } = await db.insertInto('photos')
    .values({ profile_id: profileId, file_key: fileKey, status: 'approved', is_private: 0, created_at: at })
    .returning('id').executeTakeFirstOrThrow();
  await db.updateTable('profiles').set({ main_photo_id: id }).where('id', '=', profileId).execute();
}
