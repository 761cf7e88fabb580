import { Plural, Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { PackagesResponse } from '../../../common/api/payments';
import { isWaiting, UNPAID_STATES } from '../../../common/rules/payment-state';
import type { PaymentMethod } from '../../../common/rules/payment-methods';
import { CheckoutForm } from './checkout-form';
import { LoadStatus } from './load-status';
import { useWatchedPayment } from './use-watched-payment';

/**
 * The payment the member came back with from the checkout (docs/product/states.md#payments): loading, then 'Processing your
 * payment' while the provider works, then the credits added, or 'Payment failed or has been
 * cancelled.' with the methods to try again.
 */
export function PaymentResult({ id, offer }: { id: number; offer: PackagesResponse | null }) {
  const { payment, error, retry } = useWatchedPayment(id);

  if (!payment) return <LoadStatus error={error} onRetry={retry} />;
  if (isWaiting(payment.state)) {
    return (
      <div className="payment-state payment-pending" role="status">
        <p className="payment-state-title"><Trans>Processing your payment</Trans></p>
        <p><Trans>This takes a moment. You may leave this page: your credits are added as soon as the payment is in.</Trans></p>
      </div>
    );
  }
  if (UNPAID_STATES.includes(payment.state)) {
    const pkg = offer?.packages.find((candidate) => candidate.id === payment.package);
    return (
      <>
        <p className="notice payment-failed" role="alert"><Trans>Payment failed or has been cancelled.</Trans></p>
        {offer && pkg ? <CheckoutForm offer={offer} pkg={pkg} method={payment.method as PaymentMethod} retry /> : null}
      </>
    );
  }
  return (
    <div className="payment-state payment-done" role="status">
      <p className="payment-state-title"><Trans>Thank you! Your payment is complete.</Trans></p>
      <p><Plural value={payment.credits} one="# credit has been added to your account." other="# credits have been added to your account." /></p>
      <p><Trans>You are a premium member for life: all photos are open to you.</Trans></p>
      <p className="actions">
        <Link to="/members" className="button button-primary"><Trans>Search members</Trans></Link>
        <Link to="/chats" className="button"><Trans>Your messages</Trans></Link>
      </p>
    </div>
  );
}
