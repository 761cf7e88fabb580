import { sql, type Kysely, type RawBuilder } from 'kysely';
import { idColumn, isPostgres } from '../dialect';

/**
 * The ledger names the demo logins' starting credits `demo_credits`: as an `adjustment` a demo
 * member's transactions called them "Adjustment". SQLite cannot change a CHECK constraint in place,
 * so the table is made anew with the new list, its entries copied with their ids, as SQLite's
 * documentation does it (https://www.sqlite.org/lang_altertable.html#otheralter); no table refers
 * to the ledger, so foreign keys can stay on. PostgreSQL changes the constraint in place. The demo
 * credits granted before are named anew by their key. Frozen in time: the reasons are copied here, not imported.
 */

const REASONS = ['signup_bonus', 'demo_credits', 'purchase', 'message', 'photo', 'gift', 'refund', 'chargeback', 'adjustment'];
const REASONS_BEFORE = REASONS.filter((reason) => reason !== 'demo_credits');

export async function up(db: Kysely<unknown>): Promise<void> {
  const renameDemoCredits = sql`update credit_ledger set reason = 'demo_credits' where reason = 'adjustment' and idempotency_key like 'demo-credits:%'`;
  if (isPostgres(db)) {
    await replaceReasonCheck(db, REASONS);
    await renameDemoCredits.execute(db);
    return;
  }
  await db.transaction().execute(async (trx) => {
    await rebuildLedger(trx, REASONS, sql`reason`);
    await renameDemoCredits.execute(trx);
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const reason = sql`case reason when 'demo_credits' then 'adjustment' else reason end`;
  if (isPostgres(db)) {
    await sql`update credit_ledger set reason = ${reason}`.execute(db);
    await replaceReasonCheck(db, REASONS_BEFORE);
  } else {
    await db.transaction().execute((trx) => rebuildLedger(trx, REASONS_BEFORE, reason));
  }
}

const reasonCheck = (reasons: string[]) => sql`reason in (${sql.join(reasons.map((r) => sql.lit(r)))})`;

/** PostgreSQL changes a CHECK constraint in place; its migrations run in a transaction of their own. */
async function replaceReasonCheck(db: Kysely<unknown>, reasons: string[]): Promise<void> {
  await db.schema.alterTable('credit_ledger').dropConstraint('credit_ledger_reason').execute();
  await db.schema.alterTable('credit_ledger').addCheckConstraint('credit_ledger_reason', reasonCheck(reasons)).execute();
}

/** The ledger made anew with CHECK on `reasons`, each entry copied with its reason as `reason` gives it. */
async function rebuildLedger(db: Kysely<unknown>, reasons: string[], reason: RawBuilder<unknown>): Promise<void> {
  await db.schema
    .createTable('credit_ledger_new')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('credit_ledger_amount', sql`amount <> 0`)
    .addCheckConstraint('credit_ledger_reason', reasonCheck(reasons))
    .execute();
  await sql`
    insert into credit_ledger_new (id, user_id, amount, reason, reference, idempotency_key, created_at)
    select id, user_id, amount, ${reason}, reference, idempotency_key, created_at from credit_ledger
  `.execute(db);
  // AUTOINCREMENT never gives an id twice: the new table goes on from the old one's highest, also one since deleted.
  await sql`delete from sqlite_sequence where name = 'credit_ledger_new'`.execute(db);
  await sql`insert into sqlite_sequence (name, seq) select 'credit_ledger_new', seq from sqlite_sequence where name = 'credit_ledger'`.execute(db);
  await db.schema.dropTable('credit_ledger').execute();
  await db.schema.alterTable('credit_ledger_new').renameTo('credit_ledger').execute();
  await db.schema.createIndex('credit_ledger_user').on('credit_ledger').columns(['user_id', 'id']).execute();
}
