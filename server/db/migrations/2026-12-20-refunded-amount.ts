import { sql, type Kysely } from 'kysely';

/**
 * What a payment's refunds gave back in all, in minor units, as the provider reports it (a refund
 * staff made and one made in the provider's dashboard alike), so a partly refunded payment says how
 * much to its member and in their data export. Payments refunded before: what staff asked for, else
 * the whole amount (before this, the console's refunds were the only partial ones).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('refunded_amount', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await sql`update payments set refunded_amount = case when refund_requested > 0 then refund_requested else amount end where state = 'refunded'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').dropColumn('refunded_amount').execute();
}
