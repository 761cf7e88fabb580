import {
  CORRECTION_REASON_LENGTH, REFUND_REASON_LENGTH,
  type CreditCorrection, type MoneyQuery, type MoneyResponse, type RefundRequest, type StaffPayment,
} from '../../../common/staff/money';
import { ProviderRefusedError, ProviderUnavailableError } from '../../adapters/payments/provider';
import { inTransaction, type Db } from '../../db/database';
import { claimRefund, memberPayments, paymentById, releaseRefund, type PaymentRow } from '../../db/payments';
import { memberForStaff } from '../../db/staff-members';
import { balanceOf, CreditKeyReusedError, grantCredits, spendCredits } from '../payments/credits';
import { paymentAnswer } from '../payments/checkout';
import type { PaymentContext } from '../payments/context';
import { applyProviderPayment } from '../payments/settlement';
import { memberTransactions } from '../payments/transactions';
import { ProblemError } from '../problems';
import { recordAudit, type StaffActor } from './audit';
import { findMember } from './member-lookup';
import { staffReason } from './reason';
import type { Deps } from '../deps';

/**
 * The staff's money desk (docs/staff.md): a member's payments and ledger, refunds through the
 * payment provider, and credit corrections. A refund takes credits back as every refund does
 * (payments/reversal.ts: the refunded share, as far as the balance holds it); a correction is a
 * ledger entry of its own, `correction`, with the reason the member reads beside it.
 */

/** What is left to refund: nothing of a payment never paid, or one the payer's bank took back. */
function refundable(payment: PaymentRow): number {
  if (payment.paid_at === null || (payment.state !== 'paid' && payment.state !== 'refunded')) return 0;
  return payment.amount - payment.refund_requested;
}

function staffPayment(payment: PaymentRow): StaffPayment {
  return {
    ...paymentAnswer(payment), provider: payment.provider, provider_id: payment.provider_id, refund_requested: payment.refund_requested,
    refundable: refundable(payment), reversed_credits: payment.reversed_credits, unrecovered_credits: payment.unrecovered_credits,
    review_reason: payment.review_reason,
  };
}

/** A member by id or address, with their payments and a page of their ledger. */
export async function memberMoney(db: Db, query: MoneyQuery): Promise<MoneyResponse> {
  const member = await findMember(db, query.member);
  const [transactions, payments] = await Promise.all([
    memberTransactions(db, member.id, query.before),
    query.before === undefined ? memberPayments(db, member.id) : [],
  ]);
  return {
    member: {
      id: member.id, name: member.name ?? '', email: member.email, language: member.language, credits: member.credits,
      premium: member.paid_user === 1, banned: member.banned_at !== null, deleting: member.status === 'pending_deletion',
    },
    payments: payments.map(staffPayment), spending: transactions.spending, next: transactions.next,
  };
}

/**
 * Refunds `amount` of a payment through its provider. The claim comes first, with its audit row, in
 * one transaction: of two staff refunding at once, the second is told it was done already and the
 * provider is asked once. When the provider cannot or will not refund, the claim is given back (and
 * logged); asked again, the same key reaches the provider, so a refund it did make in the meantime is
 * not made twice. Its answer is applied as a webhook's would be: the credits taken back, premium ended
 * when no purchase stands.
 */
export async function refundFromConsole(ctx: PaymentContext, actor: StaffActor, id: number, request: RefundRequest): Promise<StaffPayment> {
  const reason = staffReason(request.reason, REFUND_REASON_LENGTH, 'staff_refund_reason_length');
  const payment = await paymentById(ctx.db, id);
  if (!payment || payment.provider_id === null) throw new ProblemError('staff_payment_unknown');
  if (payment.refund_requested !== request.refunded_before) throw new ProblemError('staff_decided_already');
  if (refundable(payment) === 0) throw new ProblemError('staff_refund_not_paid');
  if (request.amount > refundable(payment)) throw new ProblemError('staff_refund_too_much', { max: refundable(payment), field: 'amount' });

  const now = ctx.now();
  const subject = { type: 'payment', id };
  const details = { member: payment.user_id, amount: request.amount, currency: payment.currency };
  const claimed = await inTransaction(ctx.db, async (trx) => {
    const row = await claimRefund(trx, id, request.refunded_before, request.amount);
    if (!row) throw new ProblemError('staff_decided_already');
    await recordAudit(trx, actor, { action: 'payment.refund', subject, reason, details }, now);
    return row;
  });
  try {
    const remote = await ctx.payments.refundPayment(payment.provider_id, {
      amount: request.amount, currency: payment.currency, description: `Amora refund ${id}`,
      idempotencyKey: `refund:${id}:${claimed.refund_requested}`,
    });
    return staffPayment(await applyProviderPayment(ctx, claimed, remote));
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError || error instanceof ProviderRefusedError)) throw error;
    await inTransaction(ctx.db, async (trx) => {
      await releaseRefund(trx, id, request.amount);
      await recordAudit(trx, actor, { action: 'payment.refund_failed', subject, reason: error.message, details }, ctx.now());
    });
    throw error instanceof ProviderRefusedError
      ? new ProblemError('staff_refund_refused', { reason: error.message })
      : new ProblemError('payment_provider_unavailable');
  }
}

export type CorrectionContext = Pick<Deps, 'db' | 'bus'>;

/**
 * Gives or takes credits through the ledger, with the reason the member reads beside the entry. Made
 * once per form (`key`): sent again, the first answer stands and no second audit row is written. Never
 * takes the balance below zero.
 */
export async function correctCredits(ctx: CorrectionContext, actor: StaffActor, memberId: number, correction: CreditCorrection, now: Date): Promise<{ balance: number }> {
  const reason = staffReason(correction.reason, CORRECTION_REASON_LENGTH, 'staff_correction_reason_length');
  if (!(await memberForStaff(ctx.db, { id: memberId }))) throw new ProblemError('staff_member_unknown');
  const move = {
    userId: memberId, amount: Math.abs(correction.amount), reason: 'correction' as const, key: `correction:${memberId}:${correction.key}`, note: reason, now,
  };
  try {
    const { balance, repeated } = await inTransaction(ctx.db, async (trx) => {
      const result = correction.amount > 0 ? await grantCredits(trx, move) : await spendCredits(trx, move);
      if (!result.repeated) {
        await recordAudit(trx, actor, {
          action: 'member.credit_correction', subject: { type: 'member', id: memberId }, reason, details: { amount: correction.amount, balance: result.balance },
        }, now);
      }
      return result;
    });
    if (!repeated) await ctx.bus.publish({ memberId, type: 'credits', payload: { balance } });
    return { balance };
  } catch (error) {
    if (error instanceof ProblemError && error.code === 'not_enough_credits') {
      throw new ProblemError('staff_correction_over_balance', { balance: await balanceOf(ctx.db, memberId), field: 'amount' });
    }
    if (error instanceof CreditKeyReusedError) throw new ProblemError('staff_correction_key_reused', { field: 'amount' });
    throw error;
  }
}
