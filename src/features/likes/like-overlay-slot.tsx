import { useRouter } from '@tanstack/react-router';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { likeModalDelaySeconds } from '../../../common/rules/like-modal';
import { badgeTotalAtom, showAppBadgeAtom } from '../../atoms/badges';
import { announcedLike } from '../../db/likes';
import { useLive } from '../../db/use-live';

// What the overlay does, and the overlay with its styles, load when there is a like to show.
const LikeOverlayHost = lazy(async () => ({ default: (await import('./like-overlay-host')).LikeOverlayHost }));

/**
 * Where the Default layout shows, for a member, the new like / match overlay (docs/product/screens.md#new-like-and-match-overlay), runs the like
 * modal and keeps the app badge in step. The overlay shows the like announced in Dexie (by the poller,
 * the member's own like back or the auto-like), so every tab shows it, and closing it in one closes it
 * in all.
 */
export function LikeOverlaySlot() {
  const announcement = useLive((database) => announcedLike(database), []);
  useLikeModal();
  // The app badge follows the count in the page too, not only after a poll; a visitor has none.
  const total = useAtomValue(badgeTotalAtom);
  const showAppBadge = useSetAtom(showAppBadgeAtom);
  useEffect(() => {
    showAppBadge(total).catch(() => {});
  }, [total, showAppBadge]);
  return announcement ? (
    <Suspense fallback={null}>
      <LikeOverlayHost announcement={announcement} />
    </Suspense>
  ) : null;
}

/**
 * The like modal (docs/product/screens.md#like-modal, docs/product/limits.md#auto-like-and-like-modal): an address with `?t=` asks for it after t seconds: the auto-like
 * (docs/decisions.md). The slot is there for members only: a visitor has no likes.
 */
function useLikeModal() {
  const router = useRouter();
  const store = useStore();
  // Read as the member arrives: campaign links bring `t` with the page they open.
  const [delay] = useState(() => likeModalDelaySeconds(router.state.location.search as Record<string, unknown>));
  useEffect(() => {
    if (delay === null) return;
    const timer = setTimeout(() => {
      import('../../atoms/likes').then(({ autoLikeAtom }) => store.set(autoLikeAtom)).catch(() => {});
    }, delay * 1000);
    return () => clearTimeout(timer);
  }, [delay, store]);
}
