import type { Insertable, Selectable } from 'kysely';
import type { Db } from './database';
import type { DiscountCodesTable } from './schema';

/** The operator's discount codes and the payments that used them. */

export type DiscountCodeRow = Selectable<DiscountCodesTable>;

/** Codes are stored in capitals and compared without case. */
export function discountCode(db: Db, code: string): Promise<DiscountCodeRow | undefined> {
  return db.selectFrom('discount_codes').selectAll().where('code', '=', code.toUpperCase()).executeTakeFirst();
}

export async function addDiscountCode(db: Db, code: Insertable<DiscountCodesTable>): Promise<void> {
  await db.insertInto('discount_codes').values({ ...code, code: code.code.toUpperCase() }).execute();
}

/** The member's own active codes that have not ended, newest end last. */
export function personalCodes(db: Db, userId: number, now: string): Promise<DiscountCodeRow[]> {
  return db.selectFrom('discount_codes').selectAll().where('user_id', '=', userId).where('status', '=', 'active')
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)])).orderBy('expires_at').execute();
}

export async function codeUsedBy(db: Db, code: string, userId: number): Promise<boolean> {
  const row = await db.selectFrom('discount_uses').select('payment_id').where('code', '=', code.toUpperCase()).where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

export async function recordCodeUse(db: Db, use: { code: string; userId: number; paymentId: number; at: string }): Promise<void> {
  await db.insertInto('discount_uses').values({ code: use.code.toUpperCase(), user_id: use.userId, payment_id: use.paymentId, created_at: use.at })
    .onConflict((oc) => oc.doNothing()).execute();
}
