import type { SearchFilters, SearchResponse } from '../../common/api/members';
import type { AppDatabase, SearchPageRow } from './database';

/** The pages of each search as they arrived (the results of docs/product/data.md#search-state), for going back and offline. */

/** One key per filter combination, the same whatever order the filters were set in. */
export function searchKey(filters: SearchFilters): string {
  const { gender, country, countryregion, min_age: minAge, max_age: maxAge } = filters;
  return JSON.stringify([gender ?? null, country ?? null, countryregion ?? null, minAge ?? null, maxAge ?? null]);
}

export function pagesFor(database: AppDatabase, key: string): Promise<SearchPageRow[]> {
  return database.searchPages.where('queryKey').equals(key).sortBy('pageNumber');
}

/** A search page as it is kept, from the server's answer. */
export function pageRow(key: string, answer: SearchResponse, now: Date): SearchPageRow {
  return {
    queryKey: key,
    pageNumber: answer.page,
    results: answer.results,
    numResults: answer.numResults,
    similarResults: answer.similar_results,
    similarNumResults: answer.similar_numResults,
    fetchedAt: now.toISOString(),
  };
}

/** Page 1 starts the search over: its old pages go in the same transaction, so the list never shows empty between. */
export async function storePage(database: AppDatabase, row: SearchPageRow): Promise<void> {
  await database.transaction('rw', database.searchPages, async () => {
    if (row.pageNumber === 1) await clearSearch(database, row.queryKey);
    await database.searchPages.put(row);
  });
}

/** Starting a search over: its old pages go (docs/product/states.md#search: results can be cleared). */
export async function clearSearch(database: AppDatabase, key: string): Promise<void> {
  await database.searchPages.where('queryKey').equals(key).delete();
}
