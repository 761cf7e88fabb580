import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { userAtom } from '../../atoms/auth';
import { useActiveDiscount } from '../../features/layout/use-active-discount';
import { LikeOverlaySlot } from '../../features/likes/like-overlay-slot';

// The offers load, with their texts, only for a member who never paid.
const OfferSlot = lazy(async () => ({ default: (await import('../../features/payments/offer-slot')).OfferSlot }));

/** The offer modals, told the active discount as it ticks (only they re-render each second). */
function Offers() {
  return <OfferSlot active={useActiveDiscount()} />;
}

/**
 * What the Default layout adds for a member, loaded apart from the first load: the like overlay, and
 * for a member who never paid the bonus modals. (The banners and alerts are the layout's prompt slot.)
 */
export function MemberSlots() {
  const paid = useAtomValue(userAtom)?.paid_user !== false;
  return (
    <>
      {!paid && (
        <Suspense fallback={null}>
          <Offers />
        </Suspense>
      )}
      <LikeOverlaySlot />
    </>
  );
}
