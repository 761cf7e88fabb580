import type { ExpressionBuilder, Updateable } from 'kysely';
import type { CountryCode } from '../../common/countries';
import type { Gender, Interest } from '../../common/enums';
import { type Db } from './database';
import type { Database, NewProfile, ProfilesTable } from './schema';
import { literal, profilesThenUsers } from './sqlite/plan';

/** Members shown to others: an active profile of an active account that is not invisible. */
function shown(db: Db) {
  return profilesThenUsers(db)
    .where('profiles.status', '=', literal('active'))
    .where('users.status', '=', 'active')
    .where('users.invisible', '=', 0);
}

/** Shown members with their main photo when it is approved and public. */
function listed(db: Db) {
  return shown(db)
    .leftJoin('photos', (join) => join.onRef('photos.id', '=', 'profiles.main_photo_id').on('photos.status', '=', 'approved').on('photos.is_private', '=', 0));
}

const CARD_COLUMNS = [
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

/** Newest shown members with an approved main photo, optionally of one country, but for some. */
/** The newest members with a photo; of a country, and born within `born` (birth-date bounds as a search's), where given. */
export function newestWithPhoto(db: Db, country: CountryCode | undefined, excluded: number[], limit: number, born: Pick<SearchWhere, 'from' | 'to'> = {}) {
  let query = listed(db).select(CARD_COLUMNS).where('photos.id', 'is not', null).orderBy('profiles.id', 'desc').limit(limit);
  if (country) query = query.where('profiles.country', '=', country);
  if (born.from) query = query.where('profiles.birth_date', '>', born.from);
  if (born.to) query = query.where('profiles.birth_date', '<=', born.to);
  if (excluded.length) query = query.where('profiles.id', 'not in', excluded);
  return query.execute();
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

export interface SearchWhere {
  gender?: Gender;
  country?: CountryCode;
  region?: string;
  /** Birth-date bounds of the age range: born after `from`, on or before `to`. */
  from?: string;
  to?: string;
}

/** The searcher's own row, when others can find them. */
export function shownProfile(db: Db, id: number) {
  return shown(db).select(['profiles.gender', 'profiles.country', 'profiles.region', 'profiles.birth_date'])
    .where('profiles.id', '=', id).executeTakeFirst();
}

/** The filters of `matching`, applied to one row in memory. */
export function matches(row: { gender: Gender; country: CountryCode; region: string | null; birth_date: string }, where: SearchWhere): boolean {
  return (!where.gender || row.gender === where.gender)
    && (!where.country || row.country === where.country)
    && (!where.region || row.region === where.region)
    && (!where.from || row.birth_date > where.from)
    && (!where.to || row.birth_date <= where.to);
}

/** The filters as one condition on profiles, for any query that has them; values and page bounds as literals (sqlite/plan.ts). */
function matching(where: SearchWhere) {
  return (eb: ExpressionBuilder<Database, 'profiles'>) => eb.and([
    ...(where.gender ? [eb('profiles.gender', '=', literal(where.gender))] : []),
    // A region lies in one country (its code begins with it, checked at the request): said alone, it
    // lets a count be read from the region's index only (docs/performance.md).
    ...(where.region ? [eb('profiles.region', '=', literal(where.region))] : where.country ? [eb('profiles.country', '=', literal(where.country))] : []),
    ...(where.from ? [eb('profiles.birth_date', '>', literal(where.from))] : []),
    ...(where.to ? [eb('profiles.birth_date', '<=', literal(where.to))] : []),
  ]);
}

/** One page of search results, newest members first, leaving out the given members. */
export function searchPage(db: Db, where: SearchWhere, excluded: number[], offset: number, limit: number) {
  let query = listed(db).select(CARD_COLUMNS).where(matching(where));
  if (excluded.length) query = query.where('profiles.id', 'not in', excluded);
  return query.orderBy('profiles.id', 'desc').limit(literal(limit)).offset(literal(offset)).execute();
}

/** The next part of a search's list: the newest matching members older (by id) than `olderThan`. */
export function newestMatching(db: Db, where: SearchWhere, olderThan: number | undefined, limit: number) {
  let query = listed(db).select(CARD_COLUMNS).where(matching(where));
  // Said of users too: PostgreSQL merges both tables along their keys and would otherwise walk every
  // user newer than the bound first (a tenth of a second at 1,000,000 members; docs/performance.md).
  if (olderThan !== undefined) query = query.where('profiles.id', '<', olderThan).where('users.id', '<', olderThan);
  return query.orderBy('profiles.id', 'desc').limit(literal(limit)).execute();
}

/**
 * How many members match, and how many of the given members are among them. All members: the
 * matching active profiles, counted in a search index alone, less those of the few hidden accounts
 * (not active, or invisible: the index users_hidden), in one statement; a join to every user would
 * read them all.
 */
export async function searchCount(db: Db, where: SearchWhere, only?: number[]): Promise<number> {
  if (only) {
    if (only.length === 0) return 0;
    const row = await shown(db).select((eb) => eb.fn.countAll<number>().as('n')).where(matching(where)).where('profiles.id', 'in', only).executeTakeFirstOrThrow();
    return Number(row.n);
  }
  const row = await db.selectNoFrom((eb) => [
    eb.selectFrom('profiles').select(eb.fn.countAll<number>().as('n'))
      .where('profiles.status', '=', literal('active')).where(matching(where)).as('active'),
    eb.selectFrom('profiles').innerJoin('users', 'users.id', 'profiles.id').select(eb.fn.countAll<number>().as('n'))
      .where('profiles.status', '=', literal('active')).where(matching(where))
      .where((hidden) => hidden.or([hidden('users.status', '<>', literal('active')), hidden('users.invisible', '<>', literal(0))])).as('hidden'),
  ]).executeTakeFirstOrThrow();
  return Number(row.active) - Number(row.hidden);
}

export interface CandidateWhere {
  /** Genders the member looks for. */
  genders: Gender[];
  /** The member's own gender: candidates must look for it. */
  seekerGender: Gender;
  country?: CountryCode;
  from?: string;
  to?: string;
  /** Only fictional profiles (the auto-like's likers). */
  fictionalOnly?: boolean;
}

/** Newest shown members who and whom the member looks for, within an age range. */
export function matchCandidates(db: Db, where: CandidateWhere, excluded: number[], limit: number) {
  let query = listed(db).select([...CARD_COLUMNS, 'profiles.sexuality']).where(matching({ country: where.country, from: where.from, to: where.to }))
    .where('profiles.gender', 'in', where.genders)
    .where((eb) => eb.or([
      eb('profiles.sexuality', '=', 'bi'),
      eb.and([eb('profiles.sexuality', '=', 'hetero'), eb('profiles.gender', '!=', where.seekerGender)]),
      eb.and([eb('profiles.sexuality', 'in', ['gay', 'lesbian']), eb('profiles.gender', '=', where.seekerGender)]),
    ]));
  if (excluded.length) query = query.where('profiles.id', 'not in', excluded);
  if (where.fictionalOnly) query = query.where('profiles.fictional', '=', 1);
  return query.orderBy('profiles.id', 'desc').limit(literal(limit)).execute();
}

export async function interestsOfMany(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, Interest[]>();
  const rows = await db.selectFrom('profile_interests').select(['profile_id', 'interest']).where('profile_id', 'in', ids).execute();
  const byProfile = new Map<number, Interest[]>();
  for (const row of rows) byProfile.set(row.profile_id, [...(byProfile.get(row.profile_id) ?? []), row.interest]);
  return byProfile;
}
