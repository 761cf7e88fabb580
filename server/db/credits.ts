import type { Selectable } from 'kysely';
import type { Db } from './database';
import type { CreditLedgerTable, CreditReason } from './schema';

/**
 * The credit ledger and the balance beside it (users.credits). A balance change and its entry belong
 * in one transaction: server/domain/payments/credits.ts is the one caller.
 */

export type LedgerEntry = Selectable<CreditLedgerTable>;

/** An entry's columns, named: a statement that returns every column (`*`) is not prepared on PostgreSQL (./postgres/prepared-statements.ts). */
const LEDGER_COLUMNS = ['id', 'user_id', 'amount', 'reason', 'reference', 'idempotency_key', 'note', 'created_at'] as const satisfies readonly (keyof CreditLedgerTable)[];

export interface NewLedgerEntry {
  userId: number;
  /** Signed: positive for a grant, negative for a spend. */
  amount: number;
  reason: CreditReason;
  reference: string | null;
  key: string;
  note: string | null;
  createdAt: string;
}

/**
 * Adds a signed amount to the member's balance unless that takes it below zero: the new balance, or
 * undefined when refused (or no such member). The condition is part of the UPDATE, so of two spends
 * at once only one passes: SQLite runs one write at a time, and PostgreSQL (READ COMMITTED) checks
 * the WHERE again on the row it waited for.
 */
export async function changeBalance(db: Db, userId: number, amount: number): Promise<number | undefined> {
  const row = await db.updateTable('users')
    .set((eb) => ({ credits: eb('credits', '+', amount) }))
    .where('id', '=', userId)
    .where((eb) => eb(eb('credits', '+', amount), '>=', 0))
    .returning('credits')
    .executeTakeFirst();
  return row?.credits;
}

/** Stores the entry; undefined when its key is taken already. */
export function addLedgerEntry(db: Db, entry: NewLedgerEntry): Promise<LedgerEntry | undefined> {
  return db.insertInto('credit_ledger')
    .values({
      user_id: entry.userId, amount: entry.amount, reason: entry.reason, reference: entry.reference,
      idempotency_key: entry.key, note: entry.note, created_at: entry.createdAt,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning(LEDGER_COLUMNS)
    .executeTakeFirst();
}

export function ledgerEntryByKey(db: Db, key: string): Promise<LedgerEntry | undefined> {
  return db.selectFrom('credit_ledger').select(LEDGER_COLUMNS).where('idempotency_key', '=', key).executeTakeFirst();
}

/** The member's entries, oldest first. */
export function ledgerEntries(db: Db, userId: number): Promise<LedgerEntry[]> {
  return db.selectFrom('credit_ledger').select(LEDGER_COLUMNS).where('user_id', '=', userId).orderBy('id').execute();
}

export async function creditBalance(db: Db, userId: number): Promise<number> {
  const { credits } = await db.selectFrom('users').select('credits').where('id', '=', userId).executeTakeFirstOrThrow();
  return credits;
}

/** A page of the member's entries other than purchases (what credits went on), newest first, before the entry `before`. */
export function spendingPage(db: Db, userId: number, before: number | undefined, limit: number) {
  let query = db.selectFrom('credit_ledger').select(['id', 'reason', 'amount', 'note', 'created_at'])
    .where('user_id', '=', userId).where('reason', '!=', 'purchase').orderBy('id', 'desc').limit(limit);
  if (before !== undefined) query = query.where('id', '<', before);
  return query.execute();
}
