import { atom, type Getter } from 'jotai';
import { startTransition } from 'react';
import type { SearchFilters } from '../../common/api/members';
import { defaultSearchFilters } from '../../common/rules/search-filters';
import { searchMembers, servedSearchPage } from '../api/members';
import { storedTracking } from '../db/stored-tracking';
import type { SearchPageRow } from '../db/database';
import { clearSearch, pageRow, searchKey, storePage } from '../db/search-pages';
import { loadDatabase } from '../db/load';
import { loggedInAtom, userAtom } from './auth';
import { settingsAtom } from './settings';

/**
 * docs/product/data.md#search-state. This module is the one writer of the stored search pages (Dexie searchPages)
 * and of the stored filters; screens read the pages with a live query. Dexie loads on first use.
 */

/**
 * The filters survive a reload in localStorage rather than Dexie: read at once, so the first search
 * of a page load asks the server without waiting for the database to open (logout removes them).
 */
const FILTERS_KEY = 'amora.search-filters';

function storedFilters(): SearchFilters | null {
  try {
    return JSON.parse(localStorage.getItem(FILTERS_KEY) ?? 'null') as SearchFilters | null;
  } catch {
    return null;
  }
}

/** What a new searcher sees first (common/rules/search-filters.ts, which the server's page uses too). */
export const defaultFiltersAtom = atom((get) => defaultSearchFilters(get(userAtom), get(settingsAtom), new Date()));

/** The filters the member chose in this page load; until then the stored ones or the defaults. */
const chosenFiltersAtom = atom<SearchFilters | null>(null);
export const searchFiltersAtom = atom((get) => get(chosenFiltersAtom) ?? storedFilters() ?? get(defaultFiltersAtom));

/**
 * The traffic source a visitor arrived with (docs/product/validation.md#logged-out-search): the server shows them its members. A member's
 * search has none.
 */
const searchNetwork = (get: Getter) => (get(loggedInAtom) ? undefined : storedTracking()?.network);

/**
 * The last first page the server answered, held until Dexie has it: the screen shows it while the
 * database is still opening (a phone's first visit), so the results do not wait for the write. Until
 * then, the first page the served page holds for these filters: its first render shows the cards.
 */
const firstPageAtom = atom<SearchPageRow | null>(null);
export const heldFirstPageAtom = atom((get) => {
  const held = get(firstPageAtom);
  if (held) return held;
  const filters = get(searchFiltersAtom);
  const served = servedSearchPage(filters, searchNetwork(get));
  return served ? pageRow(searchKey(filters), served, new Date()) : null;
});

/** A search the member asks for is run anew: its stored pages are cleared first. */
export const setSearchFiltersAtom = atom(null, async (_get, set, filters: SearchFilters) => {
  localStorage.setItem(FILTERS_KEY, JSON.stringify(filters));
  set(firstPageAtom, null);
  await clearSearch(await loadDatabase(), searchKey(filters));
  set(chosenFiltersAtom, filters);
});

/** The page of a search on its way. A newer search replaces it, and the older answer is dropped when it lands. */
const inFlightAtom = atom<{ key: string; page: number } | null>(null);

/** The key of the search whose page is on its way, for the screen's "loading" line. */
export const searchLoadingAtom = atom((get) => get(inFlightAtom)?.key ?? null);

/**
 * Fetches one page of a search and stores it (page 1 replaces the search's stored pages). True when
 * it stored the page; false when that page was on its way already or a newer search replaced it.
 * Errors reach the caller only while the search is still the one wanted.
 */
export const loadSearchPageAtom = atom(null, async (get, set, filters: SearchFilters, page: number): Promise<boolean> => {
  const key = searchKey(filters);
  const running = get(inFlightAtom);
  if (running?.key === key && (page > 1 || running.page === 1)) return false;
  const request = { key, page };
  set(inFlightAtom, request);
  try {
    const answer = await searchMembers(filters, page, searchNetwork(get));
    if (get(inFlightAtom) !== request) return false;
    const row = pageRow(key, answer, new Date());
    // Shown as a transition: the cards are drawn in slices (src/db/use-live.ts does the same for Dexie's answers).
    if (page === 1) startTransition(() => set(firstPageAtom, row));
    await storePage(await loadDatabase(), row);
    return true;
  } catch (error) {
    if (get(inFlightAtom) === request) throw error;
    return false;
  } finally {
    if (get(inFlightAtom) === request) set(inFlightAtom, null);
  }
});

/** After a block: stored pages may hold the member on either side of it, so every search is fetched anew. */
export const forgetStoredSearchesAtom = atom(null, async (_get, set) => {
  set(firstPageAtom, null);
  await (await loadDatabase()).searchPages.clear();
});

/** At logout the filters go with the rest of the member's data (logout.ts empties the tables). */
export const resetSearchAtom = atom(null, (_get, set) => {
  localStorage.removeItem(FILTERS_KEY);
  set(chosenFiltersAtom, null);
  set(firstPageAtom, null);
  set(inFlightAtom, null);
});
