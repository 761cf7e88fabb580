import type { Discount } from '../../../common/api/payments';
import { TIME_BONUS } from '../../../common/constants';
import type { CountryCode } from '../../../common/countries';
import { timeBonusRemainingSeconds } from '../../../common/rules/countdown';
import { discountProblem, type DiscountCode } from '../../../common/rules/discount';
import type { PaymentMethod } from '../../../common/rules/payment-methods';
import type { Db } from '../../db/database';
import { codeUsedBy, discountCode, personalCodes, reserveCodeUse, type DiscountCodeRow } from '../../db/discounts';
import { ProblemError } from '../problems';

/**
 * The discounts of docs/product/states.md#discounts: the time bonus (TIMEBONUS25, 25 % for 14,400 s after signup, for members
 * who never paid), otherwise the member's own welcome code, and codes the member types in. The time
 * bonus is worked out from the signup time at the moment it is asked for, so when its countdown
 * reaches 0 the offer really ends, at the checkout too. A once-per-member code (the time bonus too) is
 * the member's to use once: its use is reserved when the checkout is made, and given back when that
 * payment ends unpaid (settlement.ts).
 */

export interface Buyer {
  id: number;
  paid_user: 0 | 1;
  signup_date: string;
  country: CountryCode;
}

function toRule(row: DiscountCodeRow): DiscountCode {
  return {
    code: row.code, percentage: row.percentage, minimumOrder: row.minimum_order, country: row.country, userId: row.user_id,
    expiresAt: row.expires_at, currency: row.currency, status: row.status, validity: row.validity,
    paymentMethods: row.payment_methods === null ? null : (JSON.parse(row.payment_methods) as PaymentMethod[]),
  };
}

function toAnswer(code: DiscountCode, source: Discount['source']): Discount {
  return {
    code: code.code, percentage: code.percentage, source, expires_at: code.expiresAt,
    minimum_order: code.minimumOrder, payment_methods: code.paymentMethods === null ? null : [...code.paymentMethods],
  };
}

/** The time bonus while its countdown runs, as a code; null when there is none. */
export function timeBonus(buyer: Buyer, now: Date): DiscountCode | null {
  const left = timeBonusRemainingSeconds({ loggedIn: true, paidUser: buyer.paid_user === 1, signupDate: buyer.signup_date, now });
  if (left === null || left <= 0) return null;
  return {
    code: TIME_BONUS.code, percentage: TIME_BONUS.percentage, minimumOrder: null, country: null, userId: buyer.id,
    expiresAt: new Date(Date.parse(buyer.signup_date) + TIME_BONUS.validSeconds * 1000).toISOString(),
    currency: null, status: 'active', validity: 'once_per_user', paymentMethods: null,
  };
}

/** The active discount (docs/product/states.md#discounts): the time bonus if present, otherwise the member's welcome code; null for none. */
export async function activeDiscount(db: Db, buyer: Buyer, currency: string, now: Date): Promise<Discount | null> {
  const bonus = timeBonus(buyer, now);
  // Held by a checkout still under way, it is not on offer a second time.
  if (bonus && !(await codeUsedBy(db, bonus.code, buyer.id))) return toAnswer(bonus, 'time_bonus');
  if (buyer.paid_user === 1) return null;
  for (const row of await personalCodes(db, buyer.id, now.toISOString())) {
    const code = toRule(row);
    const usedBefore = await codeUsedBy(db, code.code, buyer.id);
    if (!discountProblem(code, { userId: buyer.id, country: buyer.country, currency, amount: null, method: null, usedBefore, now })) return toAnswer(code, 'welcome');
  }
  return null;
}

export interface CodeOrder {
  currency: string;
  amount: number | null;
  method: PaymentMethod | null;
}

/** A code the member typed, checked for their order: the discount, or the ProblemError saying why not. */
export async function checkedCode(db: Db, buyer: Buyer, typed: string, order: CodeOrder, now: Date): Promise<Discount> {
  const upper = typed.toUpperCase();
  const usedBefore = await codeUsedBy(db, upper, buyer.id);
  // The time bonus used is over for good, though the member (premium now) has none any more.
  if (upper === TIME_BONUS.code && usedBefore) throw new ProblemError('discount_used');
  const code = upper === TIME_BONUS.code ? timeBonus(buyer, now) ?? undefined : (await discountCode(db, upper).then((row) => row && toRule(row)));
  const problem = discountProblem(code, { userId: buyer.id, country: buyer.country, ...order, usedBefore, now });
  if (problem) throw new ProblemError(problem);
  const source = upper === TIME_BONUS.code ? 'time_bonus' : code!.userId === buyer.id ? 'welcome' : 'code';
  return toAnswer(code!, source);
}

/** Reserves the member's one use of a once-per-member code for the payment being made; discount_used when it is taken. */
export async function reserveDiscount(db: Db, use: { code: string; userId: number; paymentId: number; at: string }): Promise<void> {
  const once = use.code === TIME_BONUS.code || (await discountCode(db, use.code))?.validity !== 'unlimited';
  if (once && !(await reserveCodeUse(db, use))) throw new ProblemError('discount_used');
}
