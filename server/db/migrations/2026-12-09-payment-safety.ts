import { sql, type Kysely } from 'kysely';

/**
 * Payment safety (issue 32, docs/payments.md):
 * - `payments.review_reason`: the provider reported another amount or currency than the order's, so
 *   nothing was granted and an operator must look;
 * - `payments.reversed_credits`: the credits a payment's refunds and chargebacks have claimed so far
 *   (taken back, or noted in `unrecovered_credits`), so each reversal takes only its own share. A
 *   reversal before this migration took the whole purchase: those payments start at their credits;
 * - `discount_uses` holds one use per member and code, reserved when the checkout is made: a unique
 *   index makes the reservation race-free. Duplicates the old race let in are dropped (the earliest
 *   use stays), and payments still waiting with a once-per-member code reserve theirs now, as new
 *   ones do;
 * - `direct_debit_requests.confirmed_at`: the right code claims its request in one write, so the same
 *   code sent twice at once makes one debit, in any number of processes.
 * Frozen in time: the time bonus's code and the states are copied here, not imported.
 */
/** The tables as this migration finds them. */
interface Tables {
  payments: { id: number; user_id: number; credits: number; reversed_credits: number; state: string; discount_code: string | null; created_at: string; paid_at: string | null };
  discount_codes: { code: string; validity: string };
  discount_uses: { code: string; user_id: number; payment_id: number; created_at: string };
}

export async function up(unknownDb: Kysely<unknown>): Promise<void> {
  const db = unknownDb as Kysely<Tables>;
  await db.schema.alterTable('payments').addColumn('review_reason', 'text').execute();
  await db.schema.alterTable('payments').addColumn('reversed_credits', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.updateTable('payments').set({ reversed_credits: sql.ref('credits') })
    .where('paid_at', 'is not', null).where('state', 'in', ['refunded', 'charged_back', 'failed', 'canceled', 'expired']).execute();

  await db.deleteFrom('discount_uses').where(({ exists, selectFrom }) => exists(
    selectFrom('discount_uses as earlier').select('earlier.payment_id')
      .whereRef('earlier.code', '=', 'discount_uses.code').whereRef('earlier.user_id', '=', 'discount_uses.user_id')
      .whereRef('earlier.payment_id', '<', 'discount_uses.payment_id'),
  )).execute();
  await db.schema.createIndex('discount_uses_once').unique().on('discount_uses').columns(['code', 'user_id']).execute();
  await db.insertInto('discount_uses').columns(['code', 'user_id', 'payment_id', 'created_at'])
    .expression(db.selectFrom('payments').leftJoin('discount_codes', 'discount_codes.code', 'payments.discount_code')
      .select(['payments.discount_code', 'payments.user_id', 'payments.id', 'payments.created_at'])
      .where('payments.state', 'in', ['open', 'pending'])
      .where((eb) => eb.or([eb('payments.discount_code', '=', 'TIMEBONUS25'), eb('discount_codes.validity', '=', 'once_per_user')])))
    .onConflict((oc) => oc.columns(['code', 'user_id']).doNothing())
    .execute();

  await db.schema.alterTable('direct_debit_requests').addColumn('confirmed_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('direct_debit_requests').dropColumn('confirmed_at').execute();
  await db.schema.dropIndex('discount_uses_once').execute();
  await db.schema.alterTable('payments').dropColumn('reversed_credits').execute();
  await db.schema.alterTable('payments').dropColumn('review_reason').execute();
}
