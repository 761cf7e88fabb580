import type { TransactionsResponse } from '../../../common/api/payments';
import type { Db } from '../../db/database';
import { spendingPage } from '../../db/credits';
import { memberPayments } from '../../db/payments';
import { paymentAnswer } from './checkout';

/** The transactions page (docs/product/screens.md#payment-screens): the member's payments, and what their credits went on, from the ledger. */

const SPENDING_PAGE = 50;

export async function memberTransactions(db: Db, userId: number, before: number | undefined): Promise<TransactionsResponse> {
  const entries = await spendingPage(db, userId, before, SPENDING_PAGE + 1);
  const page = entries.slice(0, SPENDING_PAGE);
  return {
    // The first page carries the payments; later pages only more spending.
    payments: before === undefined ? (await memberPayments(db, userId)).map(paymentAnswer) : [],
    spending: page.map((entry) => ({ ...entry, reason: entry.reason as Exclude<typeof entry.reason, 'purchase'> })),
    next: entries.length > SPENDING_PAGE ? page[page.length - 1]!.id : null,
  };
}
