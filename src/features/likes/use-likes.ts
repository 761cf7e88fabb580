import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { loadLikesAtom } from '../../atoms/likes';
import { likesByType } from '../../db/likes';
import { useLive } from '../../db/use-live';

/**
 * The member's likes as the likes pages show them: read from Dexie at once (and offline), fetched
 * anew when a page opens. `error` is the failure of that fetch while online; offline the stored
 * likes are what there is, and the page says so.
 */
export function useLikes() {
  const likes = useLive((database) => likesByType(database), []);
  const loadLikes = useSetAtom(loadLikesAtom);
  const [error, setError] = useState<unknown>(null);
  const [offline, setOffline] = useState(false);

  const refresh = useCallback(async () => {
    setError(null);
    try {
      await loadLikes();
      setOffline(false);
    } catch (caught) {
      if (navigator.onLine === false) setOffline(true);
      else setError(caught);
    }
  }, [loadLikes]);

  useEffect(() => {
    // refresh() sets state only after its first await, never during this effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void refresh();
    window.addEventListener('online', refresh);
    return () => window.removeEventListener('online', refresh);
  }, [refresh]);

  return { likes, error, offline, refresh };
}
