import { sql, type Kysely } from 'kysely';
import { idColumn } from '../dialect';

/**
 * The credit ledger: every change of a member's credits is one signed entry. `users.credits` stays as
 * the balance every answer reads, and is changed only in the transaction that adds its entry, so the
 * sum of a member's entries always equals it. Each entry has a key that is unique across all members:
 * the same grant or spend asked for twice (a webhook again, a retried request) is stored once.
 * Frozen in time: the reasons are copied here, not imported.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('credit_ledger')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Positive when credits are granted, negative when spent.
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    // What the entry is about, e.g. a payment or message id.
    .addColumn('reference', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('credit_ledger_amount', sql`amount <> 0`)
    .addCheckConstraint('credit_ledger_reason', sql`reason in (
      'signup_bonus', 'purchase', 'message', 'photo', 'gift', 'refund', 'chargeback', 'adjustment'
    )`)
    .execute();
  await db.schema.createIndex('credit_ledger_user').on('credit_ledger').columns(['user_id', 'id']).execute();

  // Balances from before the ledger open it, so the sums agree from the start. Their origin is not
  // known (signup credits, seeded demo credits), hence an adjustment rather than a signup bonus.
  await sql`
    insert into credit_ledger (user_id, amount, reason, reference, idempotency_key, created_at)
    select id, credits, 'adjustment', 'opening balance', 'opening-balance:' || cast(id as text), ${new Date().toISOString()}
    from users where credits <> 0
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('credit_ledger').execute();
}
