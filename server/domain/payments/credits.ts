import { addLedgerEntry, changeBalance, creditBalance, ledgerEntries, ledgerEntryByKey, type LedgerEntry } from '../../db/credits';
import { inTransaction, type Db } from '../../db/database';
import type { CreditReason } from '../../db/schema';
import { ProblemError } from '../problems';

/**
 * Credits move only through the ledger: each grant or spend adds one entry and changes
 * users.credits by the same amount, in one transaction, so the balance always equals the sum of
 * the member's entries and never goes below zero. Pass a transaction as `db` to make the move part
 * of a larger one (a paid message is stored and paid for together).
 */

export interface CreditMove {
  userId: number;
  /** A positive whole number, granted or spent (a spend is stored negative). */
  amount: number;
  reason: CreditReason;
  /** What the move is about, e.g. a payment or message id. */
  reference?: string;
  /**
   * Unique across all members: the same key again answers the first entry and changes nothing.
   * Derive it from what is paid for (`payment:<psp id>`, `message:<id>`); a key a client sent must
   * include the member's id, so that one member's keys never meet another's.
   */
  key: string;
  /** What the member reads beside the entry (a staff correction's reason). */
  note?: string;
  now: Date;
}

export interface CreditResult {
  entry: LedgerEntry;
  /** The balance after the move; after a repeated key, the balance now. */
  balance: number;
  /** The key was used before: this call changed nothing. */
  repeated: boolean;
}

/**
 * The key was used before for another move: a bug in the caller for a key it derives, a form sent
 * again with other values for a key a person's client sent (a staff correction).
 */
export class CreditKeyReusedError extends Error {
  constructor(key: string) {
    super(`The credit key ${key} was used before for another move`);
  }
}

export function grantCredits(db: Db, move: CreditMove): Promise<CreditResult> {
  return moveCredits(db, move, move.amount);
}

/** Refused with not_enough_credits, changing nothing, when the balance is below the amount. */
export function spendCredits(db: Db, move: CreditMove): Promise<CreditResult> {
  return moveCredits(db, move, -move.amount);
}

export function ledgerOf(db: Db, userId: number): Promise<LedgerEntry[]> {
  return ledgerEntries(db, userId);
}

export function balanceOf(db: Db, userId: number): Promise<number> {
  return creditBalance(db, userId);
}

async function moveCredits(db: Db, move: CreditMove, amount: number): Promise<CreditResult> {
  if (!Number.isSafeInteger(move.amount) || move.amount <= 0) throw new Error(`A credit amount is a positive whole number, not ${move.amount}`);
  return inTransaction(db, async (trx) => {
    // The write comes first: a refused spend then writes nothing, and a SQLite transaction never
    // has to turn an older read into a write (which fails at once when another process wrote since).
    const balance = await changeBalance(trx, move.userId, amount);
    if (balance !== undefined) {
      const entry = await addLedgerEntry(trx, {
        userId: move.userId, amount, reason: move.reason, reference: move.reference ?? null, key: move.key, note: move.note ?? null,
        createdAt: move.now.toISOString(),
      });
      if (entry) return { entry, balance, repeated: false };
      // The key was used before: take the change back within this transaction.
      await changeBalance(trx, move.userId, -amount);
    }
    return earlierMove(trx, move, amount);
  });
}

/** The answer to a key used before; without one, why the balance did not change. */
async function earlierMove(db: Db, move: CreditMove, amount: number): Promise<CreditResult> {
  const entry = await ledgerEntryByKey(db, move.key);
  if (!entry) throw amount < 0 ? new ProblemError('not_enough_credits') : new Error(`There is no member ${move.userId}`);
  const same = entry.user_id === move.userId && entry.amount === amount && entry.reason === move.reason
    && entry.reference === (move.reference ?? null);
  // Accepting a key for a different move would lose that move.
  if (!same) throw new CreditKeyReusedError(move.key);
  return { entry, balance: await creditBalance(db, move.userId), repeated: true };
}
