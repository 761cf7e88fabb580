import { Kysely, Migrator, sql, type Transaction } from 'kysely';
import * as core from './migrations/2026-11-21-core';
import * as sessions from './migrations/2026-11-22-sessions';
import * as accounts from './migrations/2026-11-23-accounts';
import * as profiles from './migrations/2026-11-24-profiles';
import * as likes from './migrations/2026-11-25-likes';
import * as creditLedger from './migrations/2026-11-26-credit-ledger';
import * as jobs from './migrations/2026-11-27-jobs';
import * as idempotency from './migrations/2026-11-28-idempotency';
import * as regions from './migrations/2026-11-29-regions';
import * as swipeGame from './migrations/2026-11-30-swipe-game';
import * as chat from './migrations/2026-12-01-chat';
import * as chatPhotos from './migrations/2026-12-02-chat-photos';
import * as chatIndexes from './migrations/2026-12-03-chat-indexes';
import * as payments from './migrations/2026-12-04-payments';
import * as notifications from './migrations/2026-12-05-notifications';
import * as complaints from './migrations/2026-12-06-complaints';
import * as resellCards from './migrations/2026-12-07-resell-cards';
import * as bans from './migrations/2026-12-08-bans';
import * as paymentSafety from './migrations/2026-12-09-payment-safety';
import * as ledgerReasons from './migrations/2026-12-10-ledger-reasons';
import * as chatPair from './migrations/2026-12-11-chat-pair';
import * as secrets from './migrations/2026-12-12-secrets';
import * as hiddenMembers from './migrations/2026-12-13-hidden-members';
import * as staff from './migrations/2026-12-14-staff';
import * as photoDecisions from './migrations/2026-12-15-photo-decisions';
import * as cases from './migrations/2026-12-16-cases';
import * as dataRequests from './migrations/2026-12-17-data-requests';
import * as moneyDesk from './migrations/2026-12-17-money-desk';
import * as overview from './migrations/2026-12-18-overview';
import * as textReviews from './migrations/2026-12-19-text-reviews';
import * as auditAddress from './migrations/2026-12-20-audit-address';
import * as banFacts from './migrations/2026-12-20-ban-facts';
import * as refundedAmount from './migrations/2026-12-20-refunded-amount';
import type { Database } from './schema';
import { postgresDialect } from './postgres/open';
import { sqliteDialect } from './sqlite/open';

/** The database, or a transaction on it: every query function in server/db takes one of these first. */
export type Db = Kysely<Database>;

/** Migrations by name; names sort in the order they must run. */
const MIGRATIONS = {
  '2026-11-21-core': core,
  '2026-11-22-sessions': sessions,
  '2026-11-23-accounts': accounts,
  '2026-11-24-profiles': profiles,
  '2026-11-25-likes': likes,
  '2026-11-26-credit-ledger': creditLedger,
  '2026-11-27-jobs': jobs,
  '2026-11-28-idempotency': idempotency,
  '2026-11-29-regions': regions,
  '2026-11-30-swipe-game': swipeGame,
  '2026-12-01-chat': chat,
  '2026-12-02-chat-photos': chatPhotos,
  '2026-12-03-chat-indexes': chatIndexes,
  '2026-12-04-payments': payments,
  '2026-12-05-notifications': notifications,
  '2026-12-06-complaints': complaints,
  '2026-12-07-resell-cards': resellCards,
  '2026-12-08-bans': bans,
  '2026-12-09-payment-safety': paymentSafety,
  '2026-12-10-ledger-reasons': ledgerReasons,
  '2026-12-11-chat-pair': chatPair,
  '2026-12-12-secrets': secrets,
  '2026-12-13-hidden-members': hiddenMembers,
  '2026-12-14-staff': staff,
  '2026-12-15-photo-decisions': photoDecisions,
  '2026-12-16-cases': cases,
  '2026-12-17-data-requests': dataRequests,
  '2026-12-17-money-desk': moneyDesk,
  '2026-12-18-overview': overview,
  '2026-12-19-text-reviews': textReviews,
  '2026-12-20-audit-address': auditAddress,
  '2026-12-20-ban-facts': banFacts,
  '2026-12-20-refunded-amount': refundedAmount,
};

/** Where the data lives: a SQLite file in a folder, or a PostgreSQL database (server/config/config.ts). */
export type DatabaseConfig =
  | { kind: 'sqlite'; dataDir: string }
  | { kind: 'postgres'; url: string; poolSize: number };

/**
 * Opens the database; each dialect's own settings live in ./sqlite and ./postgres. `onLostConnection`
 * hears of a PostgreSQL connection that broke while idle (the pool replaces it).
 */
export function openDatabase(config: DatabaseConfig, onLostConnection: (error: Error) => void = () => {}): Db {
  const dialect = config.kind === 'postgres'
    ? postgresDialect(config.url, config.poolSize, onLostConnection)
    : sqliteDialect(config.dataDir);
  return new Kysely<Database>({ dialect });
}

/**
 * Runs `work` in one transaction: all of it happens or none. The domain uses this for a use case
 * that writes through several query functions; it never opens transactions itself.
 */
export function inTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}

/** Runs the migrations not run yet, in order; their names. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  return results.map((result) => result.migrationName);
}

/** Asks the database a trivial question: throws when it cannot be reached. */
export async function databaseAnswers(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
