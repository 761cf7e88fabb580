import { savedMethodOf } from '../../../common/rules/payment-methods';
import type { PaymentState } from '../../../common/rules/payment-state';
import { SETTLED_STATES, UNPAID_STATES, WAITING_STATES, isWaiting, nextPaymentState } from '../../../common/rules/payment-state';
import { ProviderUnavailableError, type ProviderPayment } from '../../adapters/payments/provider';
import { inTransaction, type Db } from '../../db/database';
import { releaseCodeUse, reserveCodeUse } from '../../db/discounts';
import { movePaymentState, paymentById, paymentByProviderId, saveMandate, updatePayment, type PaymentRow } from '../../db/payments';
import { setPaidUser } from '../../db/users';
import { grantCredits, balanceOf } from './credits';
import { ProblemError } from '../problems';
import type { PaymentContext } from './context';
import { claimedCredits, reverseCredits } from './reversal';
import { holdForOperator, matchesOrder } from './review';

/**
 * What the provider says of a payment, applied once: only when its amount and currency are the
 * order's (review.ts), the state moves only as common/rules/payment-state.ts allows, and in the same
 * transaction as its move a payment that became paid grants its credits (ledger key `payment:<id>`, so
 * never twice) and makes the member premium for life, and saves its mandate. A payment that ended
 * unpaid gives its discount code back. Refunds, chargebacks and a returned direct debit take credits
 * back (reversal.ts).
 */

/** What the provider says its refunds gave back, at most the amount (a return's shipping is not ours to show); never less than before. */
const refundedAmount = (payment: PaymentRow, remote: ProviderPayment) => Math.max(payment.refunded_amount, Math.min(payment.amount, remote.refunded));

function reportedState(remote: ProviderPayment): PaymentState {
  if (remote.chargedBack > 0) return 'charged_back';
  if (remote.refunded > 0) return 'refunded';
  return remote.status === 'authorized' ? 'pending' : remote.status;
}

/** The webhook's notice: a provider away answers 503, which makes the provider send the notice again later. */
export async function paymentNoticed(ctx: PaymentContext, providerId: string): Promise<void> {
  try {
    await paymentChanged(ctx, providerId);
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw new ProblemError('payment_provider_unavailable');
    throw error;
  }
}

/** The webhook: the provider says something changed; we ask it what. An unknown or forged id changes nothing and asks nobody. */
export async function paymentChanged(ctx: PaymentContext, providerId: string): Promise<void> {
  const payment = await paymentByProviderId(ctx.db, ctx.payments.name, providerId);
  if (payment) await refreshPayment(ctx, payment);
}

/**
 * GET /api/payment.php, asked while the member waits on the return page: a payment still waiting is
 * asked of the provider, so a missed webhook is no matter (a provider that is down leaves it as it is).
 */
export async function memberPayment(ctx: PaymentContext, userId: number, id: number): Promise<PaymentRow> {
  const payment = await paymentById(ctx.db, id);
  if (!payment || payment.user_id !== userId || payment.provider_id === null) throw new ProblemError('payment_unknown');
  if (!isWaiting(payment.state)) return payment;
  return refreshPayment(ctx, payment).catch((error: unknown) => {
    if (error instanceof ProviderUnavailableError) return payment;
    throw error;
  });
}

/** Asks the provider about the payment and applies its answer; the payment as it stands after. */
export async function refreshPayment(ctx: PaymentContext, payment: PaymentRow): Promise<PaymentRow> {
  // A payment held for review waits for an operator, not for the provider.
  if (payment.provider_id === null || payment.review_reason !== null) return payment;
  const remote = await ctx.payments.getPayment(payment.provider_id);
  return remote ? applyProviderPayment(ctx, payment, remote) : payment;
}

export async function applyProviderPayment(ctx: PaymentContext, payment: PaymentRow, remote: ProviderPayment): Promise<PaymentRow> {
  if (!matchesOrder(payment, remote)) return holdForOperator(ctx, payment, remote);
  let current = payment;
  // Another request may move the payment between our read and our write: read again and decide again.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const next = nextPaymentState(current.state, reportedState(remote));
    const unchanged = claimedCredits(current, next, remote) === current.reversed_credits && refundedAmount(current, remote) === current.refunded_amount;
    if (next === current.state && unchanged) return current;
    const moved = await inTransaction(ctx.db, (trx) => move(ctx, trx, current, next, remote));
    if (moved) {
      if (moved.balanceChanged) {
        await ctx.bus.publish({ memberId: moved.payment.user_id, type: 'credits', payload: { balance: await balanceOf(ctx.db, moved.payment.user_id) } });
      }
      return moved.payment;
    }
    current = (await paymentById(ctx.db, payment.id))!;
  }
  throw new Error(`Payment ${payment.id} kept changing while its state was applied`);
}

/**
 * Credits come when the money is there; a SEPA direct debit's as soon as the bank has it to collect,
 * since collecting takes days (docs/payments.md: the limits and the block are what keep that safe).
 */
const creditsDue = (payment: PaymentRow, state: PaymentState) =>
  payment.paid_at === null && (SETTLED_STATES.includes(state) || (payment.method === 'sdd' && state === 'pending'));

async function move(ctx: PaymentContext, trx: Db, from: PaymentRow, state: PaymentState, remote: ProviderPayment) {
  const at = ctx.now().toISOString();
  const grant = creditsDue(from, state);
  // When its credits were granted.
  const paidAt = grant ? at : from.paid_at;
  const row = await movePaymentState(trx, from, {
    state, updated_at: at, paid_at: paidAt,
    checkout_url: WAITING_STATES.includes(state) ? from.checkout_url : null,
    method_label: remote.methodLabel ?? from.method_label,
    reversed_credits: claimedCredits({ ...from, paid_at: paidAt }, state, remote),
    refunded_amount: refundedAmount(from, remote),
  });
  if (!row) return undefined;
  if (grant) await grantPurchase(trx, row, remote, at);
  // Ended without its credits ever coming: its discount is the member's to use again.
  if (row.paid_at === null && UNPAID_STATES.includes(state)) await releaseCodeUse(trx, row.id);
  const takenBack = await reverseCredits(trx, from, row, at);
  return { payment: row, balanceChanged: grant || takenBack };
}

async function grantPurchase(trx: Db, payment: PaymentRow, remote: ProviderPayment, at: string): Promise<void> {
  const key = `payment:${payment.id}`;
  await grantCredits(trx, { userId: payment.user_id, amount: payment.credits, reason: 'purchase', reference: key, key, now: new Date(at) });
  await setPaidUser(trx, payment.user_id, true);
  // Reserved at the checkout; a payment paid after it had failed (money that came late) takes its use again.
  if (payment.discount_code) await reserveCodeUse(trx, { code: payment.discount_code, userId: payment.user_id, paymentId: payment.id, at });
  if (payment.sequence === 'first' && remote.customerId && remote.mandateId) {
    const mandate = await saveMandate(trx, {
      user_id: payment.user_id, provider: payment.provider, customer_id: remote.customerId, mandate_id: remote.mandateId,
      method: savedMethodOf(payment.method) ?? payment.method, label: remote.methodLabel ?? payment.method, created_at: at,
    });
    await updatePayment(trx, payment.id, { mandate_id: mandate.id });
  }
}
