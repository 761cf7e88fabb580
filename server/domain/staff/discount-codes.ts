import type { DiscountListQuery, DiscountListResponse, NewDiscount, StaffDiscount } from '../../../common/staff/money';
import { inTransaction, type Db } from '../../db/database';
import { addDiscountCode, discountCode, discountPage, endDiscountCode, type DiscountCodeRow } from '../../db/discounts';
import { memberForStaff } from '../../db/staff-members';
import { ProblemError } from '../problems';
import { recordAudit, type SERVER_COMMAND, type StaffActor } from './audit';

/**
 * Discount codes (docs/product/data.md#discount-code) made and ended in the staff console, or by `npm run discount`: the same
 * function, audited either way. Members' own welcome codes are made for them, not listed here.
 */

const DISCOUNT_PAGE = 50;

function toDiscount(row: DiscountCodeRow & { uses?: number | string | bigint | null }, now: Date): StaffDiscount {
  return {
    code: row.code, percentage: row.percentage, minimum_order: row.minimum_order, country: row.country, currency: row.currency,
    member: row.user_id, expires_at: row.expires_at, unlimited: row.validity === 'unlimited',
    methods: row.payment_methods === null ? null : (JSON.parse(row.payment_methods) as string[]),
    ended: row.status === 'inactive' || (row.expires_at !== null && Date.parse(row.expires_at) <= now.getTime()),
    created_at: row.created_at, uses: Number(row.uses ?? 0),
  };
}

export async function discountList(db: Db, query: DiscountListQuery, now: Date): Promise<DiscountListResponse> {
  const rows = await discountPage(db, query.state === 'ended', now.toISOString(), query.after, DISCOUNT_PAGE + 1);
  return { discounts: rows.slice(0, DISCOUNT_PAGE).map((row) => toDiscount(row, now)), has_more: rows.length > DISCOUNT_PAGE };
}

export async function addDiscount(db: Db, actor: StaffActor | typeof SERVER_COMMAND, input: NewDiscount, now: Date): Promise<StaffDiscount> {
  if (input.member !== undefined && !(await memberForStaff(db, { id: input.member }))) throw new ProblemError('staff_member_unknown', { field: 'member' });
  const code = input.code.toUpperCase();
  await inTransaction(db, async (trx) => {
    const made = await addDiscountCode(trx, {
      code, percentage: input.percentage, minimum_order: input.minimum_order ?? null, country: input.country ?? null,
      user_id: input.member ?? null, expires_at: input.expires_at === undefined ? null : new Date(input.expires_at).toISOString(),
      currency: input.currency ?? null, validity: input.unlimited ? 'unlimited' : 'once_per_user',
      payment_methods: input.methods === undefined ? null : JSON.stringify(input.methods), created_at: now.toISOString(),
    });
    if (!made) throw new ProblemError('staff_discount_exists', { field: 'code' });
    await recordAudit(trx, actor, { action: 'discount.add', details: { ...input, code } }, now);
  });
  return toDiscount((await discountCode(db, code))!, now);
}

/** Ends a code at once: checkouts made with it before keep it, as they do when a code expires. */
export async function endDiscount(db: Db, actor: StaffActor, code: string, now: Date): Promise<void> {
  await inTransaction(db, async (trx) => {
    if (!(await endDiscountCode(trx, code))) throw new ProblemError('staff_discount_unknown');
    await recordAudit(trx, actor, { action: 'discount.end', details: { code: code.toUpperCase() } }, now);
  });
}
