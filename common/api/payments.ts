import { z } from 'zod/mini';
import { rowIdSchema, queryRowIdSchema } from './ids';
import { COUNTRY_CODES } from '../countries';
import { PACKAGE_IDS } from '../packages';
import { DISCOUNT_CODE_PATTERN, SMS_CODE_PATTERN } from '../rules/typed-codes';
import { PAYMENT_METHODS } from '../payment-method-codes';
import { PAYMENT_STATES } from '../rules/payment-state';

/**
 * The payment calls (docs/product/calls.md#payments; each in docs/api.md). Money
 * is an integer in minor units with its ISO currency. A payment is made by POST /api/payments.php,
 * paid at the provider's checkout, and its state read by GET /api/payment.php; the provider's
 * webhook only says that something changed.
 */


const id = rowIdSchema;
const queryId = queryRowIdSchema;
const minor = z.int().check(z.nonnegative());
const currency = z.string().check(z.length(3));
const method = z.enum(PAYMENT_METHODS);
const discountCode = z.string().check(z.trim(), z.regex(DISCOUNT_CODE_PATTERN));

export const creditPackageSchema = z.object({
  id: z.enum(PACKAGE_IDS),
  credits: id,
  amount: minor,
  currency,
  popular: z.boolean(),
  /** Percent saved per credit against the smallest package (the discount badge of docs/product/limits.md#credit-packages); null for none. */
  badge: z.nullable(z.int()),
  /** The price with the active discount; null without one. */
  discounted_amount: z.nullable(minor),
});
export type CreditPackage = z.infer<typeof creditPackageSchema>;

export const DISCOUNT_SOURCES = ['time_bonus', 'welcome', 'code'] as const;

export const discountSchema = z.object({
  code: z.string(),
  percentage: z.int().check(z.positive(), z.lte(100)),
  source: z.enum(DISCOUNT_SOURCES),
  /** When the offer ends; null for no end. */
  expires_at: z.nullable(z.string()),
  minimum_order: z.nullable(minor),
  payment_methods: z.nullable(z.array(method)),
});
export type Discount = z.infer<typeof discountSchema>;

/** A way of paying saved with the provider (a card, PayPal, an IBAN) for repeat orders. */
export const savedMethodSchema = z.object({
  id,
  method,
  /** What the member recognises it by: "Visa •••• 4242", "NL•• 1234". */
  label: z.string(),
  created_at: z.string(),
});
export type SavedMethod = z.infer<typeof savedMethodSchema>;

/** GET /api/packages.php: what the member (or visitor) can buy, and how. */
export const packagesResponseSchema = z.object({
  country: z.enum(COUNTRY_CODES),
  currency,
  packages: z.array(creditPackageSchema),
  methods: z.array(method),
  /** The active discount: the time bonus while it runs, otherwise the member's welcome code (docs/product/states.md#discounts). */
  discount: z.nullable(discountSchema),
  saved_methods: z.array(savedMethodSchema),
  /** The package of the member's last completed purchase, for the repeat order. */
  last_package: z.nullable(z.enum(PACKAGE_IDS)),
  /**
   * The member's own checkout still open that holds a discount no longer on offer (a once-per-member
   * code is reserved with its checkout): to continue it, or to know why the price is full now.
   */
  discount_in_checkout: z.nullable(z.object({
    payment: id, percentage: z.number(), amount: z.number(), currency, checkout_url: z.string(),
  })),
});
export type PackagesResponse = z.infer<typeof packagesResponseSchema>;

/** POST /api/payments.php: buy a package, at the checkout with `method`, or at once with a saved method. */
export const createPaymentSchema = z.strictObject({
  package: z.enum(PACKAGE_IDS),
  method,
  discount_code: z.optional(discountCode),
  saved_method: z.optional(id),
});
export type CreatePayment = z.infer<typeof createPaymentSchema>;

export const paymentSchema = z.object({
  id,
  package: z.enum(PACKAGE_IDS),
  credits: id,
  /** What was charged, the discount taken off and the fee added. */
  amount: minor,
  currency,
  method,
  fee: minor,
  discount_code: z.nullable(z.string()),
  state: z.enum(PAYMENT_STATES),
  /** What refunds gave back in all (minor units): less than the amount for a partly refunded payment. */
  refunded: minor,
  /** Where the payer goes to pay; null once there is nothing to do there. */
  checkout_url: z.nullable(z.string()),
  /** The saved card or account it was paid with, when there is one. */
  method_label: z.nullable(z.string()),
  created_at: z.string(),
  paid_at: z.nullable(z.string()),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentResponseSchema = z.object({ payment: paymentSchema });
export type PaymentResponse = z.infer<typeof paymentResponseSchema>;

/** GET /api/payment.php?id= (a transaction's detail too). */
export const paymentQuerySchema = z.strictObject({ id: queryId });

/** What credits were spent on: ledger entries other than purchases. */
export const SPEND_REASONS = ['message', 'photo', 'gift', 'refund', 'chargeback', 'adjustment', 'correction', 'signup_bonus', 'demo_credits'] as const;
export const spendSchema = z.object({
  id,
  reason: z.enum(SPEND_REASONS),
  /** Signed: spent credits are negative. */
  amount: z.int(),
  /** A correction's reason, as staff wrote it for the member; null for other entries. */
  note: z.nullable(z.string()),
  created_at: z.string(),
});
export type Spend = z.infer<typeof spendSchema>;

/** GET /api/transactions.php: the member's payments (newest first) and a page of what credits went on. */
export const transactionsQuerySchema = z.strictObject({ before: z.optional(queryId) });
export const transactionsResponseSchema = z.object({
  payments: z.array(paymentSchema),
  spending: z.array(spendSchema),
  /** The `before` of the next page of spending; null at the end. */
  next: z.nullable(id),
});
export type TransactionsResponse = z.infer<typeof transactionsResponseSchema>;

/** GET /api/discountcode.php: a code checked for the member (optionally for a package and method), or ?welcome=true. */
export const discountQuerySchema = z.union([
  z.strictObject({ welcome: z.literal('true') }),
  z.strictObject({ code: discountCode, package: z.optional(z.enum(PACKAGE_IDS)), method: z.optional(method) }),
]);
export type DiscountQuery = z.infer<typeof discountQuerySchema>;
export const discountResponseSchema = z.object({ discount: z.nullable(discountSchema) });
export type DiscountResponse = z.infer<typeof discountResponseSchema>;

/** POST /api/payment-webhook.php: the provider's notice, form-encoded `id=tr_…` (Mollie's shape). */
export const webhookSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });

/** GET /api/packages.php: a visitor names the country they chose (a member's is their profile's). */
export const packagesQuerySchema = z.strictObject({ country: z.optional(z.enum(COUNTRY_CODES)) });

/**
 * POST /api/directdebit.php: the direct-debit form. The IBAN and phone are taken as typed, within
 * bounds: common/rules/direct-debit.ts checks them, so the member hears which one is wrong.
 */
export const directDebitRequestSchema = z.strictObject({
  package: z.enum(PACKAGE_IDS),
  /** The account holder's name, as the bank knows it. */
  holder: z.string().check(z.trim(), z.minLength(2), z.maxLength(70)),
  iban: z.string().check(z.maxLength(64)),
  phone: z.string().check(z.maxLength(32)),
});
export type DirectDebitRequest = z.infer<typeof directDebitRequestSchema>;

/** Its answer (201): the verification the texted code confirms, and the number it went to, masked ("+31 6•••••678"). */
export const directDebitStartedSchema = z.object({ verification: id, phone: z.string() });
export type DirectDebitStarted = z.infer<typeof directDebitStartedSchema>;


/** PUT /api/directdebit.php: the code from the SMS; the answer (201) is a paymentResponseSchema. */
export const directDebitConfirmSchema = z.strictObject({
  verification: id,
  code: z.string().check(z.trim(), z.regex(SMS_CODE_PATTERN)),
});
export type DirectDebitConfirm = z.infer<typeof directDebitConfirmSchema>;
