import type { SearchQuery, SearchResponse } from '../../../common/api/members';
import { SEARCH_PAGE_SIZE } from '../../../common/constants';
import type { ProfileCard } from '../../../common/api/profiles';
import { loggedOutSearchVisible } from '../../../common/rules/access';
import { birthDateRange } from '../../../common/rules/age';
import type { Config } from '../../config/config';
import type { Db } from '../../db/database';
import { shownProfile, type CardRow } from '../../db/profiles';
import { matches, searchCount, searchPage, type SearchWhere } from '../../db/search';
import { regionsByCountry } from '../profiles/places';
import { ProblemError } from '../problems';
import { newestMembers } from './search-lists';
import { sharedCard } from '../profiles/cards';
import { acrossBlocks } from '../likes/blocks';

/**
 * Member search (docs/product/screens.md#members, docs/product/data.md#search-state): newest members first, 20 a page, never the
 * searcher, nobody across a block, and with similar results when nothing matches.
 */

/**
 * A value per database and key, read again once older than `ttlMs`, at most `max` kept (the oldest
 * go first). Searchers asking meanwhile share the read under way.
 */
function lapsing<K, V>(ttlMs: number, max: number): (db: Db, key: K, read: () => Promise<V>) => Promise<V> {
  const caches = new WeakMap<Db, Map<K, { value: Promise<V>; at: number }>>();
  return (db, key, read) => {
    let cache = caches.get(db);
    if (!cache) caches.set(db, (cache = new Map()));
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < ttlMs) return hit.value;
    const entry = { value: read(), at: Date.now() };
    if (cache.size >= max) cache.delete(cache.keys().next().value as K);
    cache.set(key, entry);
    // A failed read is not kept: the next searcher tries again.
    entry.value.catch(() => {
      if (cache.get(key) === entry) cache.delete(key);
    });
    return entry.value;
  };
}

/** Counting a broad filter reads tens of thousands of rows; the number may lag this long behind. */
const COUNT_TTL_MS = 30_000;
const cachedCount = lapsing<string, number>(COUNT_TTL_MS, 2_000);
/**
 * The searcher's own row, to take them out of a count when they match its filter: a change of it
 * (a new region, say) moves the count by one, which may lag as long as the count itself.
 */
const keptOwnRows = lapsing<number, Awaited<ReturnType<typeof shownProfile>>>(COUNT_TTL_MS, 10_000);
const ownRow = (db: Db, id: number) => keptOwnRows(db, id, () => shownProfile(db, id));

interface Found {
  results: ProfileCard[];
  numResults: number;
}

/** Members left out for this searcher, and how many of them a filter would match. */
interface Exclusion {
  ids: number[];
  among: (where: SearchWhere) => Promise<number>;
}

async function exclusionFor(db: Db, viewerId: number | undefined): Promise<Exclusion> {
  if (viewerId === undefined) return { ids: [], among: async () => 0 };
  const blocked = await acrossBlocks(db, viewerId);
  const ids = [viewerId, ...blocked];
  if (blocked.length > 0) return { ids, among: (where) => searchCount(db, where, ids) };
  // Without blocks only the searcher is left out: whether they match is their own row, read only
  // when a count needs it (an answer from a complete list does not).
  return {
    ids,
    among: async (where) => {
      const row = await ownRow(db, viewerId);
      return row && matches(row, where) ? 1 : 0;
    },
  };
}

/** The page's rows, and whether they end the list (then `total` is exact). */
interface Rows {
  rows: CardRow[];
  total?: number;
}

/** A page from the shared list of the search, once the searcher's exclusions are taken out of it. */
async function fromSharedList(db: Db, where: SearchWhere, excluded: number[], offset: number): Promise<Rows | undefined> {
  const list = await newestMembers(db, where, offset + SEARCH_PAGE_SIZE + excluded.length);
  if (!list) return undefined;
  const shown = without(list.rows, excluded);
  return { rows: shown.slice(offset, offset + SEARCH_PAGE_SIZE), total: list.complete ? shown.length : undefined };
}

function without(rows: CardRow[], excluded: number[]): CardRow[] {
  if (excluded.length === 0) return rows;
  const left = new Set(excluded);
  return rows.filter((row) => !left.has(row.id));
}

/**
 * The newest `count` members matching `where` but the excluded, from the shared lists (a profile's
 * related members): every view of a profile would otherwise read two searches of its own.
 */
export async function newestShown(db: Db, where: SearchWhere, excluded: number[], count: number): Promise<CardRow[]> {
  const list = await newestMembers(db, where, count + excluded.length);
  return list ? without(list.rows, excluded).slice(0, count) : searchPage(db, where, excluded, 0, count);
}

/** A page deeper than the shared lists go, straight from the database. */
async function fromDatabase(db: Db, where: SearchWhere, excluded: number[], offset: number): Promise<Rows> {
  const rows = await searchPage(db, where, excluded, offset, SEARCH_PAGE_SIZE);
  // A page with some results but not full ends the list: its count is exact without counting.
  const ends = rows.length > 0 && rows.length < SEARCH_PAGE_SIZE;
  return { rows, total: ends ? offset + rows.length : undefined };
}

async function find(db: Db, config: Config, where: SearchWhere, exclusion: Exclusion, page: number, today: Date): Promise<Found> {
  const offset = (page - 1) * SEARCH_PAGE_SIZE;
  const { rows, total } = (await fromSharedList(db, where, exclusion.ids, offset)) ?? (await fromDatabase(db, where, exclusion.ids, offset));
  const results = rows.map((row) => sharedCard(config, row, today));
  if (total !== undefined) return { results, numResults: total };
  if (rows.length === 0 && page === 1) return { results, numResults: 0 };
  const counted = (await cachedCount(db, JSON.stringify(where), () => searchCount(db, where))) - (await exclusion.among(where));
  // The cached count may lag behind; a full page shows at least this many exist.
  return { results, numResults: rows.length === 0 ? counted : Math.max(counted, offset + rows.length) };
}

/** A wider search offered when nothing matches takes in this many more years on each side. */
const WIDER_AGE_YEARS = 5;

/** Wider searches to offer when nothing matches, nearest first. */
function widenings(where: SearchWhere, today: Date, query: SearchQuery, minAge: number): SearchWhere[] {
  const { region, ...withoutRegion } = where;
  const wider = birthDateRange(today, query.min_age === undefined ? undefined : Math.max(minAge, query.min_age - WIDER_AGE_YEARS),
    query.max_age === undefined ? undefined : query.max_age + WIDER_AGE_YEARS);
  const { from, to, ...withoutAge } = withoutRegion;
  const { country, ...anywhere } = withoutAge;
  return [
    ...(region ? [withoutRegion] : []),
    ...(from || to ? [{ ...withoutRegion, ...wider }, withoutAge] : []),
    ...(country ? [anywhere] : []),
  ];
}

/** The filters of a query; a region outside its country or an age range the wrong way round is refused (400). */
function whereOf(query: SearchQuery, now: Date): SearchWhere {
  if (query.countryregion && !(query.country && regionsByCountry()[query.country].some((r) => r.code === query.countryregion))) {
    throw new ProblemError('invalid_region', { field: 'countryregion' });
  }
  if (query.min_age !== undefined && query.max_age !== undefined && query.min_age > query.max_age) {
    throw new ProblemError('age_range', { field: 'min_age' });
  }
  return {
    gender: query.gender, country: query.country, region: query.countryregion,
    ...birthDateRange(now, query.min_age, query.max_age),
  };
}

/**
 * Whom a search's answer is for: everyone who asks the same query (a visitor's answer, made once
 * and sent to all), or one member. A member may get everyone's answer when what is left out for
 * them changes neither its pages nor its count: they block nobody, nobody blocks them, and they do
 * not match the filter, so they are in none of its lists (fitsMember says whether the answer made
 * does fit them). Asking checks the query, and refuses a visitor where visitors may not search.
 */
export type SearchAudience = { where: SearchWhere } & ({ everyone: true } | { everyone: false; memberId: number });

export async function searchAudience(db: Db, config: Config, viewerId: number | undefined, query: SearchQuery, now: Date): Promise<SearchAudience> {
  const where = whereOf(query, now);
  const everyone = { where, everyone: true } as const;
  if (viewerId === undefined) {
    const visible = loggedOutSearchVisible({
      loggedIn: false,
      loggedOutSearch: config.rules.loggedOutSearch,
      loggedOutSearchTrafficsource: config.rules.loggedOutSearchTrafficsource,
      trafficSource: Boolean(query.network),
    });
    if (!visible) throw new ProblemError('search_login_required');
    return everyone;
  }
  const alone = { where, everyone: false, memberId: viewerId } as const;
  if ((await acrossBlocks(db, viewerId)).length > 0) return alone;
  const own = await ownRow(db, viewerId);
  if (own && matches(own, where)) return alone;
  return everyone;
}

/**
 * Whether an answer made for everyone is this member's answer too. It must not show them: their own
 * row is kept for a while (COUNT_TTL_MS) and may lag behind a change of their profile, the lists do
 * not. And when nothing matches, the wider searches offered instead may take them in.
 */
export const fitsMember = (answer: SearchResponse, memberId: number): boolean =>
  answer.numResults > 0 && !answer.results.some((card) => card.id === memberId);

/** The search for an audience that searchAudience gave, on the filters it checked. */
export async function searchMembers(db: Db, config: Config, audience: SearchAudience, query: SearchQuery, now: Date): Promise<SearchResponse> {
  const { where } = audience;
  const exclusion = await exclusionFor(db, audience.everyone ? undefined : audience.memberId);
  const found = await find(db, config, where, exclusion, query.page, now);
  let similar: Found = { results: [], numResults: 0 };
  if (found.numResults === 0) {
    for (const wider of widenings(where, now, query, config.rules.minAge)) {
      similar = await find(db, config, wider, exclusion, 1, now);
      if (similar.numResults > 0) break;
    }
  }
  return {
    page: query.page,
    results: found.results,
    numResults: found.numResults,
    similar_results: similar.results,
    similar_numResults: similar.numResults,
  };
}
