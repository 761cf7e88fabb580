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
 * store the pages; this hook asks for them and keeps the last failure to show.
 */
export function useSearch(filters: SearchFilters) {
  const key = searchKey(filters);
  const pages = useLive((database) => pagesFor(database, key), [key]);
  const loadPage = useSetAtom(loadSearchPageAtom);
  const loadingKey = useAtomValue(searchLoadingAtom);
  const [failure, setFailure] = useState<{ key: string; error: unknown } | null>(null);

  const load = useCallback(async (page: number) => {
    try {
      if (await loadPage(filters, page)) setFailure(null);
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
    // load() sets state only after its first await, never during this effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (stale && navigator.onLine !== false) void load(1);
  }, [key, ready, empty]); // eslint-disable-line react-hooks/exhaustive-deps

  const last = pages?.at(-1);
  const loaded = pages?.reduce((n, p) => n + p.results.length, 0) ?? 0;
  const hasMore = last !== undefined && last.results.length === SEARCH_PAGE_SIZE && loaded < last.numResults;
  return {
    key,
    pages,
    busy: loadingKey === key,
    error: failure?.key === key ? failure.error : null,
    hasMore,
    loadMore: () => (last ? load(last.pageNumber + 1) : load(1)),
  };
}
