import { SEARCH_PAGE_SIZE } from '../../../common/constants';
import type { Db } from '../../db/database';
import { type CardRow } from '../../db/profiles';
import { newestMatching, type SearchWhere } from '../../db/search';

/**
 * The newest members matching a search, read once and shared by every searcher for a moment. Most
 * searches ask what was asked just before (the first pages of popular filters), so a list is read
 * from the database about once per LIST_TTL_MS however many members search. A list holds no
 * searcher's own choices: each searcher's exclusions (themselves, blocks) are taken out of it per
 * request. It grows from where it ends as deeper pages are asked for.
 */

/** How long a list is used before it is read again: how late a new or changed profile shows in search. */
const LIST_TTL_MS = 2_000;
/** The longest list kept (50 pages); deeper pages are read straight from the database. */
export const MAX_LIST_LENGTH = 1_000;
/** Rows kept over all lists (a few megabytes); the lists read longest ago go first. */
const MAX_ROWS = 50_000;

export interface MemberList {
  /** Newest first. */
  rows: CardRow[];
  /** True when `rows` is every member who matches. */
  complete: boolean;
}

interface Kept extends MemberList {
  readAt: number;
}

interface Lists {
  byFilter: Map<string, Kept>;
  /** Reads under way: searchers arriving meanwhile wait for them instead of reading the same rows again. */
  reading: Map<string, Promise<unknown>>;
  rows: number;
  stats: ListStats;
}

/** How often searches were answered, and how often that needed a read from the database. */
export interface ListStats {
  asked: number;
  read: number;
}

const listsByDb = new WeakMap<Db, Lists>();

function listsOf(db: Db): Lists {
  let lists = listsByDb.get(db);
  if (!lists) listsByDb.set(db, (lists = { byFilter: new Map(), reading: new Map(), rows: 0, stats: { asked: 0, read: 0 } }));
  return lists;
}

/** Keeps a list as the newest entry (Map order is reading order) and evicts beyond MAX_ROWS. */
function keep(lists: Lists, key: string, list: Kept): void {
  const old = lists.byFilter.get(key);
  if (old) lists.rows -= old.rows.length;
  lists.byFilter.delete(key);
  lists.byFilter.set(key, list);
  lists.rows += list.rows.length;
  for (const [oldest, { rows }] of lists.byFilter) {
    if (lists.rows <= MAX_ROWS || oldest === key) break;
    lists.byFilter.delete(oldest);
    lists.rows -= rows.length;
  }
}

/**
 * At least the first `length` members matching `where` (all of them when fewer match), or undefined
 * when `length` is beyond MAX_LIST_LENGTH.
 */
export async function newestMembers(db: Db, where: SearchWhere, length: number, now = Date.now()): Promise<MemberList | undefined> {
  if (length > MAX_LIST_LENGTH) return undefined;
  const lists = listsOf(db);
  lists.stats.asked++;
  const key = JSON.stringify(where);
  // Searchers arriving while this list is being read wait for that read rather than repeat it; a
  // failed read is left to each of them to try again.
  for (let reading = lists.reading.get(key); reading; reading = lists.reading.get(key)) await reading.catch(() => {});
  const kept = lists.byFilter.get(key);
  const list = kept && now - kept.readAt < LIST_TTL_MS ? kept : { rows: [], complete: false, readAt: now };
  if (list.complete || list.rows.length >= length) return list;

  const read = grow(db, lists, key, where, list, length);
  lists.reading.set(key, read);
  try {
    return await read;
  } finally {
    lists.reading.delete(key);
  }
}

/**
 * Reads the next part of a list, at least a page beyond `length` and twice what it had, and keeps
 * it. The page beyond: searchers waiting for this read leave out other members than this one
 * (their own blocks, themselves), and still find enough without a read of their own.
 */
async function grow(db: Db, lists: Lists, key: string, where: SearchWhere, list: Kept, length: number): Promise<Kept> {
  const want = Math.min(MAX_LIST_LENGTH, Math.max(length + SEARCH_PAGE_SIZE, list.rows.length * 2)) - list.rows.length;
  lists.stats.read++;
  const more = await newestMatching(db, where, list.rows.at(-1)?.id, want);
  const grown = { rows: [...list.rows, ...more], complete: more.length < want, readAt: list.readAt };
  keep(lists, key, grown);
  return grown;
}

/** For the benchmark: how well the lists are shared. */
export function listStats(db: Db): ListStats {
  return { ...listsOf(db).stats };
}
