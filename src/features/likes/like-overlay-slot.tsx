import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { likeModalDelaySeconds } from '../../../common/rules/like-modal';
import { store } from '../../atoms/store';
import { announcedLike } from '../../db/likes';
import { useLive } from '../../db/use-live';

// What the overlay does, and the overlay with its styles, load when there is a like to show.
const LikeOverlayHost = lazy(async () => ({ default: (await import('./like-overlay-host')).LikeOverlayHost }));

/**
 * Where the Default layout shows, for a member, the new like / match overlay (spec §2) and runs the like modal. The
 * overlay shows the like announced in Dexie (by the poller, the member's own like back or the
 * auto-like), so every tab shows it, and closing it in one closes it in all.
 */
export function LikeOverlaySlot() {
  const announcement = useLive((database) => announcedLike(database), []);
  useLikeModal();
  return announcement ? (
    <Suspense fallback={null}>
      <LikeOverlayHost announcement={announcement} />
    </Suspense>
  ) : null;
}

/**
 * The like modal (spec §2, §9): an address with `?t=` asks for it after t seconds: the auto-like
 * (docs/decisions.md). The slot is there for members only: a visitor has no likes.
 */
function useLikeModal() {
  const delay = useRouterState({ select: (state) => likeModalDelaySeconds(state.location.search as Record<string, unknown>) });
  useEffect(() => {
    if (delay === null) return;
    const timer = setTimeout(() => {
      import('../../atoms/likes').then(({ autoLikeAtom }) => store.set(autoLikeAtom)).catch(() => {});
    }, delay * 1000);
    return () => clearTimeout(timer);
  }, [delay]);
}
