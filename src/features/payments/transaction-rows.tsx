import { Plural, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Payment, Spend } from '../../../common/api/payments';
import { money, paidWithName } from './payment-texts';
import { paymentStateText, SPEND_NAMES } from './transaction-texts';

/** One payment in the list: date, credits, amount, method and state; it opens its detail. */
export function PaymentRowView({ payment }: { payment: Payment }) {
  const { i18n } = useLingui();
  return (
    <li className={`transaction transaction-${payment.state}`}>
      <Link to="/transactions/{-$id}" params={{ id: String(payment.id) }}>
        <time dateTime={payment.created_at}>{i18n.date(new Date(payment.created_at), { dateStyle: 'medium' })}</time>
        <span><Plural value={payment.credits} one="# credit" other="# credits" /></span>
        <span>{money(i18n, payment.amount, payment.currency)}</span>
        <span>{paidWithName(i18n, payment.method, payment.method_label)}</span>
        <span className="transaction-state">{paymentStateText(i18n, payment)}</span>
      </Link>
    </li>
  );
}

/** One move of credits that was not a purchase: what for, and how many; a correction with the reason staff gave. */
export function SpendRow({ spend }: { spend: Spend }) {
  const { i18n } = useLingui();
  return (
    <li className="transaction">
      <time dateTime={spend.created_at}>{i18n.date(new Date(spend.created_at), { dateStyle: 'medium', timeStyle: 'short' })}</time>
      <span>{i18n._(SPEND_NAMES[spend.reason])}</span>
      <span className="transaction-credits">{i18n.number(spend.amount, { signDisplay: 'always' })}</span>
      {spend.note && <p className="transaction-note">{spend.note}</p>}
    </li>
  );
}
