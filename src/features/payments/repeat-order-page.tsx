import { Trans, useLingui } from '@lingui/react/macro';
import { use, useState } from 'react';
import type { PackageId } from '../../../common/packages';
import { PageFrame } from '../../components/page-frame';
import { CheckoutForm } from './checkout-form';
import { LoadStatus } from './load-status';
import { PackageSelect } from './package-select';
import { SavedMethodOrder } from './saved-method-order';
import { useOffer } from './use-offer';
import { paymentTextsReady } from './payment-texts-ready';
import './payments.css';

/**
 * /credits/repeat-order: the last package again. With a saved card, PayPal or account it is charged at
 * once; without one (a first payment by a method that cannot be saved, such as iDEAL) the member chooses
 * a method here and pays at the checkout, and a card or PayPal is then saved for the next time.
 */
export function RepeatOrderPage() {
  use(paymentTextsReady);
  const { t } = useLingui();
  const { offer, error, reload } = useOffer();
  const [chosen, setChosen] = useState<PackageId | null>(null);

  if (!offer) return <PageFrame title={t`Repeat order`}><LoadStatus error={error} onRetry={reload} /></PageFrame>;
  const pkgId = chosen ?? offer.last_package ?? offer.packages[0]!.id;
  const pkg = offer.packages.find((candidate) => candidate.id === pkgId)!;

  return (
    <PageFrame title={t`Repeat order`}>
      <div className="repeat-order">
        <PackageSelect id="repeat-package" packages={offer.packages} value={pkgId} onChange={setChosen} />
        {offer.saved_methods.length > 0 ? <SavedMethodOrder pkg={pkg} methods={offer.saved_methods} /> : (
          <>
            <p className="field-hint"><Trans>You have no saved payment method yet. Pay once by card or PayPal and it is saved for next time.</Trans></p>
            <CheckoutForm offer={offer} pkg={pkg} method={null} />
          </>
        )}
      </div>
    </PageFrame>
  );
}
