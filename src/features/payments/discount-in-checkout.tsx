import { Trans, useLingui } from '@lingui/react/macro';
import type { PackagesResponse } from '../../../common/api/payments';
import { money } from './payment-texts';

/**
 * The member's checkout still open that holds a once-per-member discount (reserved with it): gone back
 * from the provider's page, they find the full price, and are told where the discount is and how to
 * use it, instead of paying more without knowing.
 */
export function DiscountInCheckout({ held }: { held: NonNullable<PackagesResponse['discount_in_checkout']> }) {
  const { i18n } = useLingui();
  const { percentage } = held;
  const amount = money(i18n, held.amount, held.currency);
  return (
    <div className="notice discount-in-checkout" role="status">
      <p><Trans>Your {percentage}% discount is waiting in the payment you started for {amount}.</Trans></p>
      <p><a href={held.checkout_url} className="button button-primary"><Trans>Continue that payment</Trans></a></p>
      <p className="field-hint"><Trans>Left unfinished, the discount is yours again once that payment has expired.</Trans></p>
    </div>
  );
}
