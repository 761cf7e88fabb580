import type { Insertable, Selectable } from 'kysely';
import type { Db } from './database';
import type { DiscountCodesTable } from './schema';

/** The operator's discount codes, and the members' uses of once-per-member codes. */

export type DiscountCodeRow = Selectable<DiscountCodesTable>;

/** Codes are stored in capitals and compared without case. */
export function discountCode(db: Db, code: string): Promise<DiscountCodeRow | undefined> {
  return db.selectFrom('discount_codes').selectAll().where('code', '=', code.toUpperCase()).executeTakeFirst();
}

/** Stores a new code: false when one of that name exists (the insert is the check, so two at once cannot both make it). */
export async function addDiscountCode(db: Db, code: Insertable<DiscountCodesTable>): Promise<boolean> {
  const row = await db.insertInto('discount_codes').values({ ...code, code: code.code.toUpperCase() })
    .onConflict((oc) => oc.column('code').doNothing()).returning('code').executeTakeFirst();
  return row !== undefined;
}

/** The member's own active codes that have not ended, newest end last. */
export function personalCodes(db: Db, userId: number, now: string): Promise<DiscountCodeRow[]> {
  return db.selectFrom('discount_codes').selectAll().where('user_id', '=', userId).where('status', '=', 'active')
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)])).orderBy('expires_at').execute();
}

/** Whether the member's use of the code is taken: reserved by a payment still under way, or paid. */
export async function codeUsedBy(db: Db, code: string, userId: number): Promise<boolean> {
  const row = await db.selectFrom('discount_uses').select('payment_id').where('code', '=', code.toUpperCase()).where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/**
 * Reserves the member's one use of the code for a payment: false when it is taken. One insert
 * against the unique (code, member) index, so of checkouts made at once exactly one gets it.
 */
export async function reserveCodeUse(db: Db, use: { code: string; userId: number; paymentId: number; at: string }): Promise<boolean> {
  const row = await db.insertInto('discount_uses').values({ code: use.code.toUpperCase(), user_id: use.userId, payment_id: use.paymentId, created_at: use.at })
    .onConflict((oc) => oc.columns(['code', 'user_id']).doNothing()).returning('payment_id').executeTakeFirst();
  return row !== undefined;
}

/** Gives back the use a payment reserved, if any. */
export async function releaseCodeUse(db: Db, paymentId: number): Promise<void> {
  await db.deleteFrom('discount_uses').where('payment_id', '=', paymentId).execute();
}

/**
 * A page of the site's codes (members' own welcome codes left out), by code: active ones, or those
 * ended (switched off, or past their end at `now`), with how many paid payments took each.
 */
export function discountPage(db: Db, ended: boolean, now: string, after: string | undefined, limit: number) {
  let query = db.selectFrom('discount_codes').selectAll()
    .select((eb) => eb.selectFrom('payments').select((p) => p.fn.countAll<number>().as('n'))
      .whereRef('payments.discount_code', '=', 'discount_codes.code').where('payments.paid_at', 'is not', null).as('uses'))
    .where('user_id', 'is', null)
    .where((eb) => {
      // Spelled out so that a code without an end reads false, not null, and NOT keeps it.
      const over = eb.or([eb('status', '=', 'inactive'), eb.and([eb('expires_at', 'is not', null), eb('expires_at', '<=', now)])]);
      return ended ? over : eb.not(over);
    })
    .orderBy('code').limit(limit);
  if (after !== undefined) query = query.where('code', '>', after.toUpperCase());
  return query.execute();
}

/** Ends an active code: true when this call ended it. */
export async function endDiscountCode(db: Db, code: string): Promise<boolean> {
  const result = await db.updateTable('discount_codes').set({ status: 'inactive' }).where('code', '=', code.toUpperCase())
    .where('status', '=', 'active').executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
