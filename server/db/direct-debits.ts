import type { Insertable, Selectable, Updateable } from 'kysely';
import { inTransaction, type Db } from './database';
import type { DirectDebitRequestsTable } from './schema';

/** Direct debits waiting for their SMS code (server/domain/payments/direct-debit.ts). */

export type DirectDebitRequestRow = Selectable<DirectDebitRequestsTable>;

/** Stores a member's new request; their earlier ones still open end now, so only the newest code works. */
export function insertDirectDebitRequest(db: Db, request: Insertable<DirectDebitRequestsTable>): Promise<DirectDebitRequestRow> {
  return inTransaction(db, async (trx) => {
    await trx.updateTable('direct_debit_requests').set({ expires_at: request.created_at })
      .where('user_id', '=', request.user_id).where('payment_id', 'is', null).where('expires_at', '>', request.created_at).execute();
    return trx.insertInto('direct_debit_requests').values(request).returningAll().executeTakeFirstOrThrow();
  });
}

/** The member's request; undefined for none, or another member's. */
export function directDebitRequest(db: Db, userId: number, id: number): Promise<DirectDebitRequestRow | undefined> {
  return db.selectFrom('direct_debit_requests').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

/**
 * Takes one of an open request's attempts, before its code is compared, so guesses sent at once never
 * outnumber the attempts: the request after, or undefined when it is not open (none, used, expired,
 * no attempt left).
 */
export function takeAttempt(db: Db, userId: number, id: number, now: string, max: number): Promise<DirectDebitRequestRow | undefined> {
  return db.updateTable('direct_debit_requests').set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id).where('user_id', '=', userId).where('payment_id', 'is', null)
    .where('expires_at', '>', now).where('attempts', '<', max)
    .returningAll().executeTakeFirst();
}

export async function updateDirectDebitRequest(db: Db, id: number, change: Updateable<DirectDebitRequestsTable>): Promise<void> {
  await db.updateTable('direct_debit_requests').set(change).where('id', '=', id).execute();
}
