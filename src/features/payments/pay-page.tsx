import { useLingui } from '@lingui/react/macro';
import { notFound } from '@tanstack/react-router';
import { packageOfRouteId } from '../../../common/packages';
import type { PaymentMethod } from '../../../common/rules/payment-methods';
import { PageFrame } from '../../components/page-frame';
import { CheckoutForm } from './checkout-form';
import { DiscountInCheckout } from './discount-in-checkout';
import { LoadStatus } from './load-status';
import { PaymentResult } from './payment-result';
import { useOffer } from './use-offer';
import { use } from 'react';
import { paymentTextsReady } from './payment-texts-ready';
import './payments.css';

/** /credits/{id}/{paymentmethod?}: pay for a package, or, back from the checkout (?payment=), see how it went. */
export function PayPage({ routeId, method, paymentId }: { routeId: string; method: PaymentMethod | null; paymentId: number | null }) {
  use(paymentTextsReady);
  const { t } = useLingui();
  const { offer, error, reload } = useOffer();
  const packageId = packageOfRouteId(routeId);
  if (!packageId) throw notFound();
  const pkg = offer?.packages.find((candidate) => candidate.id === packageId);
  return (
    <PageFrame title={t`Payment`}>
      {paymentId !== null ? <PaymentResult id={paymentId} offer={offer} />
        : offer && pkg ? (
          <>
            {offer.discount_in_checkout && <DiscountInCheckout held={offer.discount_in_checkout} />}
            <CheckoutForm offer={offer} pkg={pkg} method={method} />
          </>
        )
        : <LoadStatus error={error} onRetry={reload} />}
    </PageFrame>
  );
}
