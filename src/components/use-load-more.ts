import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The one rule for every list that loads more as it scrolls (search, likes, chats, a conversation's
 * history). Nearing the end asks for the next page; after a failed page the list stops asking by
 * itself and keeps what it shows. It asks again once when the browser is back online or the page is
 * shown again, after a small random delay so that clients do not all return in the same second; Try
 * again asks at once. One request still retries by the API client's rule; the list never multiplies
 * it by asking in a loop (a phone's battery, a server just back from an outage).
 */

/** Up to this long after `online` or the page showing again before the list asks. */
const RETURN_JITTER_MS = 3000;

export type LoadMoreState = 'idle' | 'loading' | 'offline' | 'failed';

export function useLoadMore(hasMore: boolean, loadMore: () => Promise<unknown>, itemCount: number) {
  const sentinel = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<LoadMoreState>('idle');
  const running = useRef(false);

  const ask = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setState('loading');
    try {
      await loadMore();
      setState('idle');
    } catch {
      // A device that knows it is offline failed for that reason; anything else is the server's or the way's.
      setState(navigator.onLine === false ? 'offline' : 'failed');
    } finally {
      running.current = false;
    }
  }, [loadMore]);

  const stopped = state === 'offline' || state === 'failed';

  // Well before the end of the list is reached, the next page is asked for; never while stopped.
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore || stopped) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void ask();
    }, { rootMargin: '800px 0px' });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, stopped, ask, itemCount]);

  // Stopped: one more try when the way back is likely open.
  useEffect(() => {
    if (!stopped) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const comeBack = () => {
      if (document.visibilityState === 'hidden' || timer !== undefined) return;
      timer = setTimeout(() => void ask(), Math.random() * RETURN_JITTER_MS);
    };
    window.addEventListener('online', comeBack);
    document.addEventListener('visibilitychange', comeBack);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', comeBack);
      document.removeEventListener('visibilitychange', comeBack);
    };
  }, [stopped, ask]);

  return { sentinel, state, tryAgain: () => void ask() };
}
