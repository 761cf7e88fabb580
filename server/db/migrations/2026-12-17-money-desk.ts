import { sql, type Kysely } from 'kysely';
import { idColumn, isPostgres } from '../dialect';

/**
 * The staff console's money desk (docs/staff.md). A credit correction is a ledger entry of its own
 * reason, `correction`, with the note the member reads beside it in their transactions (`note`). A
 * payment counts what staff asked the provider to refund (`refund_requested`, minor units), so two
 * staff refunding the same payment at once cannot both ask. SQLite cannot change a CHECK constraint in
 * place: the ledger is made anew, as in 2026-12-10-ledger-reasons. Frozen in time: the reasons are copied here.
 */

const REASONS = ['signup_bonus', 'demo_credits', 'purchase', 'message', 'photo', 'gift', 'refund', 'chargeback', 'adjustment', 'correction'];
const REASONS_BEFORE = REASONS.filter((reason) => reason !== 'correction');

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('refund_requested', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  if (isPostgres(db)) {
    await db.schema.alterTable('credit_ledger').addColumn('note', 'text').execute();
    await replaceReasonCheck(db, REASONS);
    return;
  }
  await db.transaction().execute((trx) => rebuildLedger(trx, REASONS, true));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from credit_ledger where reason = 'correction'`.execute(db);
  if (isPostgres(db)) {
    await replaceReasonCheck(db, REASONS_BEFORE);
    await db.schema.alterTable('credit_ledger').dropColumn('note').execute();
  } else {
    await db.transaction().execute((trx) => rebuildLedger(trx, REASONS_BEFORE, false));
  }
  await db.schema.alterTable('payments').dropColumn('refund_requested').execute();
}

const reasonCheck = (reasons: string[]) => sql`reason in (${sql.join(reasons.map((r) => sql.lit(r)))})`;

async function replaceReasonCheck(db: Kysely<unknown>, reasons: string[]): Promise<void> {
  await db.schema.alterTable('credit_ledger').dropConstraint('credit_ledger_reason').execute();
  await db.schema.alterTable('credit_ledger').addCheckConstraint('credit_ledger_reason', reasonCheck(reasons)).execute();
}

/** The ledger made anew with CHECK on `reasons`, with or without the note column, each entry copied with its id. */
async function rebuildLedger(db: Kysely<unknown>, reasons: string[], withNote: boolean): Promise<void> {
  let table = db.schema
    .createTable('credit_ledger_new')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull());
  if (withNote) table = table.addColumn('note', 'text');
  await table
    .addCheckConstraint('credit_ledger_amount', sql`amount <> 0`)
    .addCheckConstraint('credit_ledger_reason', reasonCheck(reasons))
    .execute();
  await sql`
    insert into credit_ledger_new (id, user_id, amount, reason, reference, idempotency_key, created_at)
    select id, user_id, amount, reason, reference, idempotency_key, created_at from credit_ledger
  `.execute(db);
  // AUTOINCREMENT never gives an id twice: the new table goes on from the old one's highest.
  await sql`delete from sqlite_sequence where name = 'credit_ledger_new'`.execute(db);
  await sql`insert into sqlite_sequence (name, seq) select 'credit_ledger_new', seq from sqlite_sequence where name = 'credit_ledger'`.execute(db);
  await db.schema.dropTable('credit_ledger').execute();
  await db.schema.alterTable('credit_ledger_new').renameTo('credit_ledger').execute();
  await db.schema.createIndex('credit_ledger_user').on('credit_ledger').columns(['user_id', 'id']).execute();
}
