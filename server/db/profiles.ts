import type { Updateable } from 'kysely';
import type { Interest } from '../../common/enums';
import { type Db } from './database';
import type { NewProfile, ProfilesTable } from './schema';
import { literal, profilesThenUsers } from './sqlite/plan';

/** A member's profile: what others are shown of it, and the member's own. The search's queries are in ./search.ts. */

/** Members shown to others: an active profile of an active account that is not invisible. */
export function shown(db: Db) {
  return profilesThenUsers(db)
    .where('profiles.status', '=', literal('active'))
    .where('users.status', '=', 'active')
    .where('users.invisible', '=', 0);
}

/** Shown members with their main photo when it is approved and public. */
export function listed(db: Db) {
  return shown(db)
    .leftJoin('photos', (join) => join.onRef('photos.id', '=', 'profiles.main_photo_id').on('photos.status', '=', 'approved').on('photos.is_private', '=', 0));
}

export const CARD_COLUMNS = [
  'profiles.id', 'profiles.name', 'profiles.birth_date', 'profiles.city', 'profiles.country', 'profiles.region',
  'profiles.fictional', 'photos.file_key',
] as const;

export type CardRow = Awaited<ReturnType<typeof visibleProfile>> & object;

const shownMemberQuery = (db: Db, id: number) => db
  .selectFrom('profiles')
  .innerJoin('users', 'users.id', 'profiles.id')
  .where('profiles.id', '=', id)
  .where('profiles.status', '=', 'active')
  .where('users.status', '=', 'active');

/** A member others may open: confirmed, and not leaving (invisible members too: they can still be opened). */
export function shownMember(db: Db, id: number) {
  return shownMemberQuery(db, id).selectAll('profiles').executeTakeFirst();
}

/** The name of shownMember's member, as a subquery of a larger read. */
export function shownMemberName(db: Db, id: number) {
  return shownMemberQuery(db, id).select('profiles.name');
}

export async function profileExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('profiles').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** Members as cards whatever their state, in no particular order (a block list shows members who left too). */
export function cardsOf(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('profiles')
    .leftJoin('photos', (join) => join.onRef('photos.id', '=', 'profiles.main_photo_id').on('photos.status', '=', 'approved').on('photos.is_private', '=', 0))
    .select(CARD_COLUMNS)
    .where('profiles.id', 'in', ids)
    .execute();
}

export async function insertProfile(db: Db, profile: NewProfile): Promise<void> {
  await db.insertInto('profiles').values(profile).execute();
}

/** What matching and the profile editor need of the member's own profile. */
export function ownProfile(db: Db, id: number) {
  return db.selectFrom('profiles').select(['gender', 'sexuality', 'birth_date', 'country', 'region', 'main_photo_id'])
    .where('id', '=', id).executeTakeFirstOrThrow();
}

export async function updateProfileFields(db: Db, id: number, fields: Updateable<ProfilesTable>): Promise<void> {
  if (Object.keys(fields).length) await db.updateTable('profiles').set(fields).where('id', '=', id).execute();
}

export async function setMainPhoto(db: Db, id: number, photoId: number | null): Promise<void> {
  await db.updateTable('profiles').set({ main_photo_id: photoId }).where('id', '=', id).execute();
}

export async function replaceInterests(db: Db, id: number, interests: Interest[]): Promise<void> {
  await db.deleteFrom('profile_interests').where('profile_id', '=', id).execute();
  if (interests.length) await db.insertInto('profile_interests').values(interests.map((interest) => ({ profile_id: id, interest }))).execute();
}

/** Those of these members who are shown to others, as cards. */
export function shownCardsOf(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return listed(db).select(CARD_COLUMNS).where('profiles.id', 'in', ids).execute();
}

/** A shown member as a card. */
export function visibleProfile(db: Db, id: number) {
  return listed(db).select(CARD_COLUMNS).where('profiles.id', '=', id).executeTakeFirst();
}

/** The searcher's own row, when others can find them. */
export function shownProfile(db: Db, id: number) {
  return shown(db).select(['profiles.gender', 'profiles.country', 'profiles.region', 'profiles.birth_date'])
    .where('profiles.id', '=', id).executeTakeFirst();
}

export async function interestsOfMany(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, Interest[]>();
  const rows = await db.selectFrom('profile_interests').select(['profile_id', 'interest']).where('profile_id', 'in', ids).execute();
  const byProfile = new Map<number, Interest[]>();
  for (const row of rows) byProfile.set(row.profile_id, [...(byProfile.get(row.profile_id) ?? []), row.interest]);
  return byProfile;
}
