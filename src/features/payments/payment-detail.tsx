import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { LoadStatus } from './load-status';
import { useWatchedPayment } from './use-watched-payment';
import { money, paidWithName } from './payment-texts';
import { paymentStateText } from './transaction-texts';

/** One transaction: package, credits, amount, method, fee, state and dates (docs/product/data.md#payment). */
export function PaymentDetail({ id }: { id: number }) {
  const { i18n } = useLingui();
  const { payment, error, retry } = useWatchedPayment(id);

  if (!payment) return <LoadStatus error={error} onRetry={retry} />;
  const date = (iso: string) => i18n.date(new Date(iso), { dateStyle: 'long', timeStyle: 'short' });
  return (
    <>
      <dl className="payment-facts">
        <dt><Trans>Transaction</Trans></dt><dd>#{payment.id}</dd>
        <dt><Trans>Credits</Trans></dt><dd><Plural value={payment.credits} one="# credit" other="# credits" /></dd>
        <dt><Trans>Amount</Trans></dt><dd>{money(i18n, payment.amount, payment.currency)}</dd>
        <dt><Trans>Transaction fee</Trans></dt><dd>{money(i18n, payment.fee, payment.currency)}</dd>
        {payment.discount_code && <><dt><Trans>Discount code</Trans></dt><dd>{payment.discount_code}</dd></>}
        <dt><Trans>Payment method</Trans></dt><dd>{paidWithName(i18n, payment.method, payment.method_label)}</dd>
        <dt><Trans>State</Trans></dt><dd>{paymentStateText(i18n, payment)}</dd>
        <dt><Trans>Started</Trans></dt><dd><time dateTime={payment.created_at}>{date(payment.created_at)}</time></dd>
        {payment.paid_at && <><dt><Trans>Credits added</Trans></dt><dd><time dateTime={payment.paid_at}>{date(payment.paid_at)}</time></dd></>}
      </dl>
      <p><Link to="/transactions/{-$id}" params={{}}><Trans>All transactions</Trans></Link></p>
    </>
  );
}
