import type { ProviderPayment } from '../../adapters/payments/provider';
import { holdForReview, type PaymentRow } from '../../db/payments';
import type { PaymentContext } from './context';

/**
 * The provider's word counts only for the order it is about. A payment it reports with another amount
 * or currency than ours (0.01 paid for 89.99, PLN for EUR) grants nothing and moves nowhere: it is held
 * for an operator (`review_reason`), logged once, and not asked about again, since what to do with it
 * (refund it, or grant by hand) is the operator's call.
 */

export const matchesOrder = (payment: PaymentRow, remote: ProviderPayment) => remote.amount === payment.amount && remote.currency === payment.currency;

/** Minor units as the operator reads them (every currency we sell in has two decimals). */
const money = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency}`;

/** Holds the payment for review; the payment as it stands after. */
export async function holdForOperator(ctx: PaymentContext, payment: PaymentRow, remote: ProviderPayment): Promise<PaymentRow> {
  const reason = `The provider reported ${money(remote.amount, remote.currency)} for an order of ${money(payment.amount, payment.currency)}`;
  const held = await holdForReview(ctx.db, payment.id, reason, ctx.now().toISOString());
  if (held) {
    ctx.log.warn(
      { payment: payment.id, providerId: remote.id, status: remote.status, amount: remote.amount, currency: remote.currency, ordered: payment.amount, orderCurrency: payment.currency },
      'payment held for review: the provider reported another amount or currency than the order',
    );
  }
  return held ?? payment;
}
