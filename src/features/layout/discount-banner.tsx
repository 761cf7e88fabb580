import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { MEMBERS_AREA } from '../../../common/routes';
import { formatCountdown } from '../../../common/rules/countdown';
import { useActiveDiscount } from './use-active-discount';
import { useRouteName } from '../../components/use-route-name';

/**
 * The discount top banner of the members area (spec §2): the offer, its hh:mm:ss countdown and a link
 * to credits. The time bonus is known from the member alone, so the banner is in the first paint and
 * moves nothing below it.
 */
export function DiscountBanner() {
  const { t } = useLingui();
  const route = useRouteName();
  const active = useActiveDiscount();
  if (!active || !route || !MEMBERS_AREA.includes(route)) return null;
  const { percentage } = active.discount;
  return (
    <aside className="banner discount-banner" aria-label={t`Discount`}>
      <p>
        <strong><Trans>{percentage}% off your first purchase</Trans></strong>
        {active.secondsLeft !== null && <span><Trans>Ends in <time>{formatCountdown(active.secondsLeft)}</time></Trans></span>}
        <Link to="/credits" className="button button-primary"><Trans>Buy credits</Trans></Link>
      </p>
    </aside>
  );
}
