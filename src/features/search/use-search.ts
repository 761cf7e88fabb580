import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import type { SearchFilters } from '../../../common/api/members';
import { BOOT_STATE_ELEMENT_ID, SEARCH_PAGE_SIZE } from '../../../common/constants';
import { heldFirstPageAtom, loadSearchPageAtom, searchLoadingAtom } from '../../atoms/search';
import { pagesFor, searchKey } from '../../db/search-pages';
import { useLive } from '../../db/use-live';

/** Stored pages older than this are fetched anew when the search is opened (not when going back). */
const FRESH_MS = 10 * 60_000;

/**
 * Searches shown since the page loaded. The first showing of each asks the server at once, beside
 * reading the stored pages: after a (re)load nothing is on screen yet, and on a phone's first visit
 * nothing is stored, so waiting for the database to open and say so would only delay the results.
 */
const shownThisLoad = new Set<string>();

/**
 * One search's pages: read from Dexie (so going back and offline show them at once), extended page by
 * page from the server, and started over when the stored pages are stale or the page was (re)loaded.
 * Until Dexie answers, the first page the server answered is shown from memory. The search atoms
 * fetch and store the pages; this hook asks for them and keeps a failure of the first page to show.
 * The next pages fail to the list's own rule (components/use-load-more.ts), so `loadMore` throws.
 */
export function useSearch(filters: SearchFilters) {
  const key = searchKey(filters);
  const stored = useLive((database) => pagesFor(database, key), [key]);
  // The held page serves the search this screen was opened with, on its first showing only: going
  // back shows the stored pages whole, as they were scrolled.
  const [firstShown] = useState(() => (shownThisLoad.has(key) ? null : key));
  const held = useAtomValue(heldFirstPageAtom);
  const pages = stored?.length || held?.queryKey !== key || firstShown !== key ? stored : [held];
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

  // The first showing in this page load asks at once. A search shown before waits for its stored
  // pages: stale or emptied (cleared when asked for again), it starts at page 1, while what is stored
  // stays on screen (and stays, offline).
  const ready = stored !== undefined;
  const empty = stored?.length === 0;
  useEffect(() => {
    // Only a page the server served (a first visit: its boot state is in it) asks before reading what
    // is stored; a repeat visit shows its fresh stored pages as they are, so no card moves under a finger.
    const firstShowing = !shownThisLoad.has(key) && document.getElementById(BOOT_STATE_ELEMENT_ID) !== null;
    shownThisLoad.add(key);
    if (!firstShowing && !ready) return;
    const first = stored?.[0];
    const stale = first === undefined || Date.now() - Date.parse(first.fetchedAt) > FRESH_MS;
    // loadFirst() sets state only after its first await, never during this effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if ((firstShowing || stale) && navigator.onLine !== false) void loadFirst();
  }, [key, ready, empty]); // eslint-disable-line react-hooks/exhaustive-deps

  const last = pages?.at(-1);
  const loaded = pages?.reduce((n, p) => n + p.results.length, 0) ?? 0;
  const hasMore = last !== undefined && last.results.length === SEARCH_PAGE_SIZE && loaded < last.numResults;
  const nextPage = last ? last.pageNumber + 1 : 1;
  const loadMore = useCallback(() => loadPage(filters, nextPage), [filters, nextPage, loadPage]);
  return {
    key,
    pages,
    /** The stored pages are read: what going back shows in full (the held first page may come sooner). */
    ready,
    busy: loadingKey === key,
    error: failure?.key === key ? failure.error : null,
    hasMore,
    loadMore,
    loaded,
  };
}
