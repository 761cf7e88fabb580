import { directDebitTotal } from '../../db/payments';
import { ProblemError } from '../problems';
import type { PaymentContext } from './context';

/**
 * A direct debit's credits come while the bank still collects (settlement.ts), so every direct debit,
 * a new mandate's or a saved one's, must pass these first: the block (set when a debit came back) and
 * what the member paid by direct debit within 30 days together with this amount.
 */

const LIMIT_WINDOW_MS = 30 * 24 * 3600_000;

export async function checkDirectDebitAllowed(ctx: PaymentContext, buyer: { id: number; direct_debit_blocked: 0 | 1 }, amount: number): Promise<void> {
  if (buyer.direct_debit_blocked === 1) throw new ProblemError('direct_debit_blocked');
  const since = new Date(ctx.now().getTime() - LIMIT_WINDOW_MS).toISOString();
  if ((await directDebitTotal(ctx.db, buyer.id, since)) + amount > ctx.config.payments.directDebitLimit) throw new ProblemError('direct_debit_limit');
}
