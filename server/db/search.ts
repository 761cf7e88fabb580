import type { ExpressionBuilder } from 'kysely';
import type { CountryCode } from '../../common/countries';
import type { Gender } from '../../common/enums';
import { type Db } from './database';
import { CARD_COLUMNS, listed, shown } from './profiles';
import type { Database } from './schema';
import { literal } from './sqlite/plan';

/** The member search, the match finder's candidates and the newest members: which shown members match what is asked. */

/** The newest members with a photo; of a country, and born within `born` (birth-date bounds as a search's), where given. */
export function newestWithPhoto(db: Db, country: CountryCode | undefined, excluded: number[], limit: number, born: Pick<SearchWhere, 'from' | 'to'> = {}) {
  let query = listed(db).select(CARD_COLUMNS).where('photos.id', 'is not', null).orderBy('profiles.id', 'desc').limit(limit);
  if (country) query = query.where('profiles.country', '=', country);
  if (born.from) query = query.where('profiles.birth_date', '>', born.from);
  if (born.to) query = query.where('profiles.birth_date', '<=', born.to);
  if (excluded.length) query = query.where('profiles.id', 'not in', excluded);
  return query.execute();
}

export interface SearchWhere {
  gender?: Gender;
  country?: CountryCode;
  region?: string;
  /** Birth-date bounds of the age range: born after `from`, on or before `to`. */
  from?: string;
  to?: string;
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
