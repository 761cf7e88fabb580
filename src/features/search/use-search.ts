import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import type { SearchFilters } from '../../../common/api/members';
import { SEARCH_PAGE_SIZE } from '../../../common/constants';
import { loadSearchPageAtom, searchLoadingAtom } from '../../atoms/search';
import { pagesFor, searchKey } from '../../db/search-pages';
import { useLive } from '../../db/use-live';

/** Stored pages older than this are fetched anew when the search is opened (not when going back). */
const FRESH_MS = 10 * 60_000;

/**
 * One search's pages: read from Dexie (so going back and offline show them at once), extended page by
 * page from the server, and started over when the stored pages are stale. The search atoms fetch and
 * store the pages; this hook asks for them and keeps a failure of the first page to show. The next
 * pages fail to the list's own rule (components/use-load-more.ts), so `loadMore` throws.
 */
export function useSearch(filters: SearchFilters) {
  const key = searchKey(filters);
  const pages = useLive((database) => pagesFor(database, key), [key]);
  const loadPage = useSetAtom(loadSearchPageAtom);
  const loadingKey = useAtomValue(searchLoadingAtom);
  const [failure, setFailure] = useState<{ key: string; error: unknown } | null>(null);

  const loadFirst = useCallback(async () => {
    try {
      if (await loadPage(filters, 1)) setFailure(null);
    } catch (error) {
      setFailure({ key, error });
    }
  }, [filters, key, loadPage]);

  // Once per search, when its stored pages are read: a new or stale search starts at page 1, while
  // what is stored stays on screen (and stays, offline).
  // A search asked for again (its pages cleared) starts over too.
  const ready = pages !== undefined;
  const empty = pages?.length === 0;
  useEffect(() => {
    if (!ready) return;
    const first = pages[0];
    const stale = first === undefined || Date.now() - Date.parse(first.fetchedAt) > FRESH_MS;
    // loadFirst() sets state only after its first await, never during this effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (stale && navigator.onLine !== false) void loadFirst();
  }, [key, ready, empty]); // eslint-disable-line react-hooks/exhaustive-deps

  const last = pages?.at(-1);
  const loaded = pages?.reduce((n, p) => n + p.results.length, 0) ?? 0;
  const hasMore = last !== undefined && last.results.length === SEARCH_PAGE_SIZE && loaded < last.numResults;
  const nextPage = last ? last.pageNumber + 1 : 1;
  const loadMore = useCallback(() => loadPage(filters, nextPage), [filters, nextPage, loadPage]);
  return {
    key,
    pages,
    busy: loadingKey === key,
    error: failure?.key === key ? failure.error : null,
    hasMore,
    loadMore,
    loaded,
  };
}
