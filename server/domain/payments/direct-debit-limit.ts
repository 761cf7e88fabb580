import type { Db } from '../../db/database';
import { takeDirectDebitTurn } from '../../db/direct-debits';
import { directDebitTotal, insertDirectDebitWithin, type NewPayment, type PaymentRow } from '../../db/payments';
import { ProblemError } from '../problems';
import type { PaymentContext } from './context';

/**
 * A direct debit's credits come while the bank still collects (settlement.ts), so every direct debit,
 * a new mandate's or a saved one's, must pass these: the block (set when a debit came back) and what
 * the member paid by direct debit within 30 days together with this amount. The debit is stored in
 * one conditional write that checks both (insertDirectDebit); the reading check comes earlier, so a
 * member over the limit is told before a code is texted or a mandate made.
 */

const LIMIT_WINDOW_MS = 30 * 24 * 3600_000;

const windowStart = (ctx: PaymentContext) => new Date(ctx.now().getTime() - LIMIT_WINDOW_MS).toISOString();

export async function checkDirectDebitAllowed(ctx: PaymentContext, buyer: { id: number; direct_debit_blocked: 0 | 1 }, amount: number): Promise<void> {
  if (buyer.direct_debit_blocked === 1) throw new ProblemError('direct_debit_blocked');
  if ((await directDebitTotal(ctx.db, buyer.id, windowStart(ctx))) + amount > ctx.config.payments.directDebitLimit) throw new ProblemError('direct_debit_limit');
}

/** Stores the direct debit when the block and the limit allow it, race-free also across processes; call it inside a transaction. */
export async function insertDirectDebit(ctx: PaymentContext, trx: Db, payment: NewPayment): Promise<PaymentRow> {
  if (!(await takeDirectDebitTurn(trx, payment.user_id))) throw new ProblemError('direct_debit_blocked');
  const row = await insertDirectDebitWithin(trx, payment, windowStart(ctx), ctx.config.payments.directDebitLimit);
  if (!row) throw new ProblemError('direct_debit_limit');
  return row;
}
