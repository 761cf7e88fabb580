import type { Insertable, Selectable, Updateable } from 'kysely';
import { inTransaction, type Db } from './database';
import type { DirectDebitRequestsTable } from './schema';

/** Direct debits waiting for their SMS code (server/domain/payments/direct-debit.ts), and the member's turn to debit. */

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
    .where('id', '=', id).where('user_id', '=', userId).where('confirmed_at', 'is', null).where('payment_id', 'is', null)
    .where('expires_at', '>', now).where('attempts', '<', max)
    .returningAll().executeTakeFirst();
}

/** Claims an open request for its debit once its code was right: the request, or undefined when another confirmation claimed it first or it closed. */
export function claimRequest(db: Db, userId: number, id: number, now: string): Promise<DirectDebitRequestRow | undefined> {
  return db.updateTable('direct_debit_requests').set({ confirmed_at: now })
    .where('id', '=', id).where('user_id', '=', userId).where('confirmed_at', 'is', null).where('payment_id', 'is', null).where('expires_at', '>', now)
    .returningAll().executeTakeFirst();
}

/**
 * Takes the member's row for the rest of the transaction, unless they are blocked for direct debit
 * (false then). The limit's sum that follows counts every other debit of the member: SQLite writes one
 * transaction at a time, and PostgreSQL makes another transaction that takes the row wait here until
 * this one ends.
 */
export async function takeDirectDebitTurn(db: Db, userId: number): Promise<boolean> {
  const row = await db.updateTable('users').set((eb) => ({ direct_debit_blocked: eb.ref('direct_debit_blocked') }))
    .where('id', '=', userId).where('direct_debit_blocked', '=', 0).returning('id').executeTakeFirst();
  return row !== undefined;
}

export async function updateDirectDebitRequest(db: Db, id: number, change: Updateable<DirectDebitRequestsTable>): Promise<void> {
  await db.updateTable('direct_debit_requests').set(change).where('id', '=', id).execute();
}
