import { z } from 'zod/mini';
import { queryRowIdSchema } from '../api/ids';
import type { Payment, Spend } from '../api/payments';
import { COUNTRY_CODES } from '../countries';
import { PAYMENT_METHODS } from '../payment-method-codes';
import { DISCOUNT_CODE_PATTERN } from '../rules/typed-codes';

/**
 * The staff console's money desk (docs/staff.md): a member's payments and credit ledger, refunds
 * through the payment provider, credit corrections the member reads in their transactions, and
 * discount codes. Shapes and bounds, read by both sides.
 */

/** Why a refund was made: for the audit log, not the member. */
export const REFUND_REASON_LENGTH = { min: 10, max: 500 } as const;
/** Why credits were corrected: the member reads it beside the entry, so it is written for them. */
export const CORRECTION_REASON_LENGTH = { min: 10, max: 300 } as const;
/** The most credits one correction moves either way: a typo of a zero too many is refused. */
export const CORRECTION_MAX = 10_000;

/** GET /staff/api/money: a member by id or address, and the next page of their ledger. */
export const moneyQuerySchema = z.strictObject({
  member: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)),
  before: z.optional(queryRowIdSchema),
});
export type MoneyQuery = z.infer<typeof moneyQuerySchema>;

/** POST /staff/api/payments/:id/refund */
export const refundSchema = z.strictObject({
  /** Minor units. */
  amount: z.int().check(z.positive(), z.maximum(100_000_000)),
  reason: z.string().check(z.maxLength(REFUND_REASON_LENGTH.max * 2)),
  /** What the console showed as refunded before: when it changed meanwhile, another staff member refunded. */
  refunded_before: z.int().check(z.minimum(0), z.maximum(100_000_000)),
});
export type RefundRequest = z.infer<typeof refundSchema>;

/** POST /staff/api/members/:id/credits */
export const creditCorrectionSchema = z.strictObject({
  /** Signed: credits given, or taken off (negative). */
  amount: z.int().check(z.minimum(-CORRECTION_MAX), z.maximum(CORRECTION_MAX), z.refine((n) => n !== 0)),
  reason: z.string().check(z.maxLength(CORRECTION_REASON_LENGTH.max * 2)),
  /** The form's own key: the same correction sent twice (a double click, a lost answer) is made once. */
  key: z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/)),
});
export type CreditCorrection = z.infer<typeof creditCorrectionSchema>;

export const DISCOUNT_STATES = ['active', 'ended'] as const;
export type DiscountState = (typeof DISCOUNT_STATES)[number];

/** GET /staff/api/discounts: the site's codes (not members' own welcome codes), by code, 50 a page. */
export const discountListQuerySchema = z.strictObject({
  state: z.enum(DISCOUNT_STATES),
  /** The next page: codes after this one. */
  after: z.optional(z.string().check(z.regex(DISCOUNT_CODE_PATTERN))),
});
export type DiscountListQuery = z.infer<typeof discountListQuerySchema>;

/** POST /staff/api/discounts, and `npm run discount`: a new code. */
export const newDiscountSchema = z.strictObject({
  code: z.string().check(z.regex(DISCOUNT_CODE_PATTERN)),
  percentage: z.int().check(z.minimum(1), z.maximum(100)),
  /** Only from an order of this much, in minor units. */
  minimum_order: z.optional(z.int().check(z.minimum(1), z.maximum(100_000_000))),
  country: z.optional(z.enum(COUNTRY_CODES)),
  currency: z.optional(z.string().check(z.regex(/^[A-Z]{3}$/))),
  /** A member's own code: their welcome code once the time bonus is over. */
  member: z.optional(z.int().check(z.positive())),
  expires_at: z.optional(z.iso.datetime()),
  methods: z.optional(z.array(z.enum(PAYMENT_METHODS)).check(z.minLength(1))),
  /** Usable more than once by a member. */
  unlimited: z.optional(z.boolean()),
});
export type NewDiscount = z.infer<typeof newDiscountSchema>;

export const discountCodeParamSchema = z.strictObject({ code: z.string().check(z.regex(DISCOUNT_CODE_PATTERN)) });

export interface StaffPayment extends Payment {
  provider: string;
  provider_id: string | null;
  /** What staff asked the provider to refund, in minor units. */
  refund_requested: number;
  /** What is left to refund: 0 for a payment that was never paid or was charged back. */
  refundable: number;
  /** Credits its refunds and chargebacks claimed, and of those what the balance no longer held. */
  reversed_credits: number;
  unrecovered_credits: number;
  /** Why an operator must look at it; null for none. */
  review_reason: string | null;
}

export interface MoneyMember {
  id: number;
  name: string;
  email: string;
  language: string;
  credits: number;
  premium: boolean;
  banned: boolean;
  /** Deleted by the member and waiting out the reactivation window. */
  deleting: boolean;
}

export interface MoneyResponse {
  member: MoneyMember;
  /** Newest first; on the first page only. */
  payments: StaffPayment[];
  /** The ledger's entries other than purchases (the payments are those), newest first. */
  spending: Spend[];
  next: number | null;
}

export interface StaffDiscount {
  code: string;
  percentage: number;
  minimum_order: number | null;
  country: string | null;
  currency: string | null;
  member: number | null;
  expires_at: string | null;
  unlimited: boolean;
  methods: string[] | null;
  ended: boolean;
  created_at: string;
  /** Payments that took it. */
  uses: number;
}

export interface DiscountListResponse {
  discounts: StaffDiscount[];
  has_more: boolean;
}
