import { Trans } from '@lingui/react/macro';
import type { Discount } from '../../../common/api/payments';
import { formatCountdown } from '../../../common/rules/countdown';
import { useSecondsLeft } from '../../components/use-seconds-left';

/** The active discount above the packages, with its countdown; gone when the offer ends. */
export function DiscountNote({ discount }: { discount: Discount }) {
  const left = useSecondsLeft(discount.expires_at);
  if (left === 0) return null;
  const { percentage } = discount;
  return (
    <p className="notice discount-note" role="status">
      <strong><Trans>{percentage}% off your purchase</Trans></strong>{' '}
      {left !== null && <span><Trans>Offer ends in <time>{formatCountdown(left)}</time></Trans></span>}
    </p>
  );
}
