import { UNPAID_STATES, type PaymentState } from '../../../common/rules/payment-state';
import type { ProviderPayment } from '../../adapters/payments/provider';
import type { Db } from '../../db/database';
import { hasCreditedPayment, updatePayment, type PaymentRow } from '../../db/payments';
import { blockDirectDebit, setPaidUser } from '../../db/users';
import { balanceOf, spendCredits } from './credits';

/**
 * Money given back takes credits back (docs/payments.md): the refunded and charged-back share of the
 * amount paid, rounded down so the member never loses more than was given back; all of them for a
 * direct debit the bank returned. A payment counts what its reversals have claimed so far
 * (`reversed_credits`), so each reversal takes only what it adds, under a ledger key of its own, and a
 * notice repeated takes nothing.
 */

type Claimable = Pick<PaymentRow, 'credits' | 'amount' | 'paid_at' | 'reversed_credits'>;

/** What the payment's reversals claim in all once it is in `state` with the provider's totals; never less than they claimed before. */
export function claimedCredits(payment: Claimable, state: PaymentState, remote: Pick<ProviderPayment, 'refunded' | 'chargedBack'>): number {
  if (payment.paid_at === null) return 0;
  // A direct debit whose credits came at the bank's "pending" and that the bank then returned: no money came.
  if (UNPAID_STATES.includes(state)) return payment.credits;
  // The provider may give back more than was paid (a return's shipping); a credit is worth its share of the amount.
  const back = Math.min(payment.amount, remote.refunded + remote.chargedBack);
  const share = back === 0 ? 0 : Math.floor((payment.credits * back) / payment.amount);
  return Math.max(payment.reversed_credits, share);
}

/** The bank took the money back (a chargeback), or never collected it (a returned direct debit). */
const bankTookBack = (payment: PaymentRow) => payment.paid_at !== null && (payment.state === 'charged_back' || UNPAID_STATES.includes(payment.state));

/**
 * After a move from `from` to `to`: takes back what the reversals newly claim as far as the balance
 * holds it, notes the rest on the payment, blocks direct debit when the bank took money back, and ends
 * premium when no purchase stands. Whether the balance changed.
 */
export async function reverseCredits(trx: Db, from: PaymentRow, to: PaymentRow, at: string): Promise<boolean> {
  const due = to.reversed_credits - from.reversed_credits;
  const blocks = bankTookBack(to);
  if (due === 0 && !blocks) return false;
  const back = Math.min(await balanceOf(trx, to.user_id), due);
  if (back > 0) {
    await spendCredits(trx, {
      userId: to.user_id, amount: back, reason: to.state === 'refunded' ? 'refund' : 'chargeback', reference: `payment:${to.id}`,
      // reversed_credits only grows, so its value after this reversal names it alone.
      key: `payment-reversal:${to.id}:${to.reversed_credits}`, now: new Date(at),
    });
  }
  if (due > back) await updatePayment(trx, to.id, { unrecovered_credits: to.unrecovered_credits + due - back });
  // No more direct debits for a member whose bank took money back.
  if (blocks) await blockDirectDebit(trx, to.user_id);
  // Premium is for life after a purchase; a purchase given back is no purchase.
  if (!(await hasCreditedPayment(trx, to.user_id))) await setPaidUser(trx, to.user_id, false);
  return back > 0;
}
