import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { MEMBERS_AREA } from '../../../common/routes';
import { formatCountdown } from '../../../common/rules/countdown';
import { useRouteName } from '../../components/use-route-name';
import { useActiveDiscount } from './use-active-discount';

/**
 * The discount top banner of the members area (docs/product/screens.md#discount-top-banner): the offer, its hh:mm:ss countdown and a link
 * to credits, in one slim bar. The time bonus is known from the member alone, so the banner is in the
 * first paint and moves nothing below it. It is not one of the queued prompts (it asks nothing), and
 * has no close: that section keeps no dismissal for it.
 */
export function DiscountBanner() {
  const { t } = useLingui();
  const route = useRouteName();
  const active = useActiveDiscount();
  if (!active || !route || !MEMBERS_AREA.includes(route)) return null;
  const { percentage } = active.discount;
  return (
    <aside className="banner discount-banner prompt" aria-label={t`Discount`}>
      <p>
        <span>
          <strong><Trans>{percentage}% off your first purchase</Trans></strong>{' '}
          {active.secondsLeft !== null && <Trans>Ends in <time>{formatCountdown(active.secondsLeft)}</time></Trans>}
        </span>
        <Link to="/credits" className="button button-primary"><Trans>Buy credits</Trans></Link>
      </p>
    </aside>
  );
}
