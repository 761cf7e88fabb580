import { sql, type Kysely } from 'kysely';
import { idColumn } from '../dialect';

/**
 * Payments (issue 15). A payment is a package bought with a method at a provider: its state follows
 * what the provider says (never what a webhook's body says), and its credits are granted once through
 * the ledger with the key `payment:<id>`. Saved methods are the provider's customer and mandate, for
 * repeat orders. Discount codes are the operator's; a code a member paid with is recorded in
 * `discount_uses`. The sandbox provider keeps its own payments, as a real provider would.
 * Frozen in time: the states and methods are copied here, not imported.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('direct_debit_blocked', 'integer', (c) => c.notNull().defaultTo(0).check(sql`direct_debit_blocked in (0, 1)`)).execute();

  await db.schema
    .createTable('payment_mandates')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('mandate_id', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addUniqueConstraint('payment_mandates_provider_mandate', ['provider', 'mandate_id'])
    .execute();
  await db.schema.createIndex('payment_mandates_user').on('payment_mandates').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('package_id', 'text', (c) => c.notNull().check(sql`package_id in ('p0', 'p1', 'p2', 'p3')`))
    .addColumn('credits', 'integer', (c) => c.notNull().check(sql`credits > 0`))
    // The package's price, then what is charged: the discount taken off, the fee added.
    .addColumn('list_amount', 'integer', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('fee', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('discount_code', 'text')
    .addColumn('discount_percentage', 'integer')
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('open').check(sql`state in (
      'open', 'pending', 'paid', 'failed', 'canceled', 'expired', 'refunded', 'charged_back'
    )`))
    .addColumn('provider', 'text', (c) => c.notNull())
    // Null only while the provider is being asked to create it.
    .addColumn('provider_id', 'text')
    .addColumn('checkout_url', 'text')
    .addColumn('sequence', 'text', (c) => c.notNull().defaultTo('oneoff').check(sql`sequence in ('oneoff', 'first', 'recurring')`))
    .addColumn('mandate_id', 'integer', (c) => c.references('payment_mandates.id').onDelete('set null'))
    .addColumn('method_label', 'text')
    // Credits a refund or chargeback should have taken back but that were spent already.
    .addColumn('unrecovered_credits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .execute();
  await db.schema.createIndex('payments_provider_id').unique().on('payments').columns(['provider', 'provider_id']).where(sql.ref('provider_id'), 'is not', null).execute();
  await db.schema.createIndex('payments_user').on('payments').columns(['user_id', 'id']).execute();
  // The reconciliation asks the provider again about payments still waiting.
  await db.schema.createIndex('payments_waiting').on('payments').column('updated_at').where(sql<boolean>`state in ('open', 'pending')`).execute();

  await db.schema
    .createTable('discount_codes')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('percentage', 'integer', (c) => c.notNull().check(sql`percentage between 1 and 100`))
    .addColumn('minimum_order', 'integer')
    .addColumn('country', 'text')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text')
    .addColumn('currency', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active').check(sql`status in ('active', 'inactive')`))
    .addColumn('validity', 'text', (c) => c.notNull().defaultTo('once_per_user').check(sql`validity in ('once_per_user', 'unlimited')`))
    // A JSON list of method ids; null for every method.
    .addColumn('payment_methods', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('discount_codes_user').on('discount_codes').column('user_id').where(sql.ref('user_id'), 'is not', null).execute();

  await db.schema
    .createTable('discount_uses')
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('payment_id', 'integer', (c) => c.notNull().references('payments.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('discount_uses_pk', ['code', 'user_id', 'payment_id'])
    .execute();

  await db.schema
    .createTable('direct_debit_requests')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('package_id', 'text', (c) => c.notNull())
    // The full IBAN only until the mandate is made; the masked one after.
    .addColumn('iban', 'text', (c) => c.notNull())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('payment_id', 'integer', (c) => c.references('payments.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('direct_debit_requests_user').on('direct_debit_requests').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('sandbox_payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('redirect_url', 'text')
    .addColumn('webhook_url', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('sequence', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text')
    .addColumn('mandate_id', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.unique())
    .addColumn('refunded', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('charged_back', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sandbox_mandates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sandbox_mandates', 'sandbox_payments', 'direct_debit_requests', 'discount_uses', 'discount_codes', 'payments', 'payment_mandates']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('users').dropColumn('direct_debit_blocked').execute();
}
