import type { PaymentState } from '../../../common/rules/payment-state';
import { SETTLED_STATES, UNPAID_STATES, WAITING_STATES, nextPaymentState } from '../../../common/rules/payment-state';
import type { ProviderPayment } from '../../adapters/payments/provider';
import { inTransaction, type Db } from '../../db/database';
import { recordCodeUse } from '../../db/discounts';
import { hasCreditedPayment, movePaymentState, paymentById, paymentByProviderId, saveMandate, updatePayment, type PaymentRow } from '../../db/payments';
import { blockDirectDebit, setPaidUser } from '../../db/users';
import { grantCredits, spendCredits, balanceOf } from '../credits';
import type { PaymentContext } from './context';

/**
 * What the provider says of a payment, applied once: the state moves only as
 * common/rules/payment-state.ts allows, and in the same transaction as its move a payment that became
 * paid grants its credits (ledger key `payment:<id>`, so never twice), makes the member premium for
 * life, records its discount code and saves its mandate. A refund, a chargeback or a returned direct
 * debit takes the credits back (docs/payments.md: as far as the balance goes, never below zero; the
 * bank taking money back also blocks direct debit).
 */

function reportedState(remote: ProviderPayment): PaymentState {
  if (remote.chargedBack > 0) return 'charged_back';
  if (remote.refunded > 0) return 'refunded';
  return remote.status === 'authorized' ? 'pending' : remote.status;
}

/** The webhook: the provider says something changed; we ask it what. An unknown or forged id changes nothing. */
export async function paymentChanged(ctx: PaymentContext, providerId: string): Promise<void> {
  const payment = await paymentByProviderId(ctx.db, ctx.payments.name, providerId);
  if (payment) await refreshPayment(ctx, payment);
}

/** Asks the provider about the payment and applies its answer; the payment as it stands after. */
export async function refreshPayment(ctx: PaymentContext, payment: PaymentRow): Promise<PaymentRow> {
  if (payment.provider_id === null) return payment;
  const remote = await ctx.payments.getPayment(payment.provider_id);
  return remote ? applyProviderPayment(ctx, payment, remote) : payment;
}

export async function applyProviderPayment(ctx: PaymentContext, payment: PaymentRow, remote: ProviderPayment): Promise<PaymentRow> {
  let current = payment;
  // Another request may move the payment between our read and our write: read again and decide again.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const next = nextPaymentState(current.state, reportedState(remote));
    if (next === current.state) return current;
    const moved = await inTransaction(ctx.db, (trx) => move(ctx, trx, current, next, remote));
    if (moved) {
      if (moved.paid_at !== current.paid_at || creditsTakenBack(current, next)) {
        await ctx.bus.publish({ memberId: moved.user_id, type: 'credits', payload: { balance: await balanceOf(ctx.db, moved.user_id) } });
      }
      return moved;
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

/** Credits granted, then the money given back, taken back by the bank, or never collected (a direct debit returned). */
const creditsTakenBack = (payment: PaymentRow, state: PaymentState) =>
  payment.paid_at !== null && (state === 'refunded' || state === 'charged_back' || UNPAID_STATES.includes(state));

async function move(ctx: PaymentContext, trx: Db, from: PaymentRow, state: PaymentState, remote: ProviderPayment): Promise<PaymentRow | undefined> {
  const at = ctx.now().toISOString();
  const grant = creditsDue(from, state);
  const row = await movePaymentState(trx, from.id, from.state, {
    state, updated_at: at,
    // When its credits were granted.
    paid_at: grant ? at : from.paid_at,
    checkout_url: WAITING_STATES.includes(state) ? from.checkout_url : null,
    method_label: remote.methodLabel ?? from.method_label,
  });
  if (!row) return undefined;
  if (grant) await grantPurchase(trx, row, remote, at);
  if (creditsTakenBack(from, state)) await reversePurchase(trx, row, state === 'refunded' ? 'refund' : 'chargeback', at);
  return row;
}

async function grantPurchase(trx: Db, payment: PaymentRow, remote: ProviderPayment, at: string): Promise<void> {
  const key = `payment:${payment.id}`;
  await grantCredits(trx, { userId: payment.user_id, amount: payment.credits, reason: 'purchase', reference: key, key, now: new Date(at) });
  await setPaidUser(trx, payment.user_id, true);
  if (payment.discount_code) await recordCodeUse(trx, { code: payment.discount_code, userId: payment.user_id, paymentId: payment.id, at });
  if (payment.sequence === 'first' && remote.customerId && remote.mandateId) {
    const mandate = await saveMandate(trx, {
      user_id: payment.user_id, provider: payment.provider, customer_id: remote.customerId, mandate_id: remote.mandateId,
      method: payment.method, label: remote.methodLabel ?? payment.method, created_at: at,
    });
    await updatePayment(trx, payment.id, { mandate_id: mandate.id });
  }
}

/** Takes back what the balance still holds of the payment's credits; the rest is noted on the payment. */
async function reversePurchase(trx: Db, payment: PaymentRow, reason: 'refund' | 'chargeback', at: string): Promise<void> {
  const balance = await balanceOf(trx, payment.user_id);
  const back = Math.min(balance, payment.credits);
  const key = `payment-reversal:${payment.id}`;
  if (back > 0) {
    await spendCredits(trx, { userId: payment.user_id, amount: back, reason, reference: `payment:${payment.id}`, key, now: new Date(at) });
  }
  await updatePayment(trx, payment.id, { unrecovered_credits: payment.credits - back });
  // Money the bank took back, or a debit it could not collect: no more direct debits for this member.
  if (reason === 'chargeback') await blockDirectDebit(trx, payment.user_id);
  // Premium is for life after a purchase; a purchase given back is no purchase.
  if (!(await hasCreditedPayment(trx, payment.user_id))) await setPaidUser(trx, payment.user_id, false);
}
