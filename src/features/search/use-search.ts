import { useCallback, useEffect, useRef, useState } from 'react';
import type { SearchFilters } from '../../../common/api/members';
import { SEARCH_PAGE_SIZE } from '../../../common/constants';
import { searchMembers } from '../../api/members';
import { db } from '../../db/database';
import { pagesFor, searchKey, storePage } from '../../db/search-pages';
import { useLive } from '../../db/use-live';

/** Stored pages older than this are fetched anew when the search is opened (not when going back). */
const FRESH_MS = 10 * 60_000;

async function trafficSource(): Promise<string | undefined> {
  const { get } = await import('idb-keyval');
  return (await get<{ network?: string }>('tracking'))?.network;
}

/**
 * One search's pages: read from Dexie (so going back and offline show them at once), extended page by
 * page from the server, and started over when the stored pages are stale.
 */
export function useSearch(filters: SearchFilters, loggedIn: boolean) {
  const key = searchKey(filters);
  const pages = useLive((database) => pagesFor(database, key), [key]);
  const inFlight = useRef<{ key: string; page: number } | null>(null);
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ key: string; error: unknown } | null>(null);

  const load = useCallback(async (page: number) => {
    // A page of this search already on its way is not asked for twice. A new search (other filters, or
    // page 1 again) goes ahead, and the answer to the request it replaces is dropped when it lands.
    const running = inFlight.current;
    if (running?.key === key && (page > 1 || running.page === 1)) return;
    const request = { key, page };
    inFlight.current = request;
    try {
      const network = loggedIn ? undefined : await trafficSource();
      setBusyKey(key);
      const answer = await searchMembers(filters, page, network);
      if (inFlight.current !== request) return;
      await storePage(db, key, answer, new Date());
      setFailure(null);
    } catch (error) {
      if (inFlight.current === request) setFailure({ key, error });
    } finally {
      if (inFlight.current === request) {
        inFlight.current = null;
        setBusyKey(null);
      }
    }
  }, [filters, key, loggedIn]);

  // Once per search, when its stored pages are read: a new or stale search starts at page 1, while
  // what is stored stays on screen (and stays, offline).
  // A search asked for again (its pages cleared) starts over too.
  const ready = pages !== undefined;
  const empty = pages?.length === 0;
  useEffect(() => {
    if (!ready) return;
    const first = pages[0];
    const stale = first === undefined || Date.now() - Date.parse(first.fetchedAt) > FRESH_MS;
    // load() changes state only after its first await, never during this effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (stale && navigator.onLine !== false) void load(1);
  }, [key, ready, empty]); // eslint-disable-line react-hooks/exhaustive-deps

  const last = pages?.at(-1);
  const loaded = pages?.reduce((n, p) => n + p.results.length, 0) ?? 0;
  const hasMore = last !== undefined && last.results.length === SEARCH_PAGE_SIZE && loaded < last.numResults;
  return {
    key,
    pages,
    busy: busyKey === key,
    error: failure?.key === key ? failure.error : null,
    hasMore,
    loadMore: () => (last ? load(last.pageNumber + 1) : load(1)),
  };
}
