import type { CountryCode } from '../countries';
import type { PaymentMethod } from './payment-methods';

/**
 * Whether a discount code applies to an order (docs/product/data.md#discount-code: percentage, minimum order, country, member,
 * expiry, currency, status, validity, payment methods). The first rule an order breaks is its
 * problem; each has its own message (docs/product/validation.md#discount-codes names 'Code not found' and 'Code already used').
 */

export interface DiscountCode {
  code: string;
  percentage: number;
  /** In minor units of `currency`; null for any order. */
  minimumOrder: number | null;
  country: CountryCode | null;
  /** Only this member may use it; null for everyone. */
  userId: number | null;
  /** ISO time; null for no end. */
  expiresAt: string | null;
  currency: string | null;
  status: 'active' | 'inactive';
  validity: 'once_per_user' | 'unlimited';
  /** null: every method. */
  paymentMethods: readonly PaymentMethod[] | null;
}

export interface DiscountOrder {
  userId: number;
  country: CountryCode;
  currency: string;
  /** The package's price before the discount, in minor units; null when only the code is checked. */
  amount: number | null;
  /** null when the method is not chosen yet. */
  method: PaymentMethod | null;
  /** The member paid with this code before. */
  usedBefore: boolean;
  now: Date;
}

export type DiscountProblem =
  | 'discount_not_found' | 'discount_used' | 'discount_expired' | 'discount_country' | 'discount_currency'
  | 'discount_minimum_order' | 'discount_method';

export function discountProblem(code: DiscountCode | undefined, order: DiscountOrder): DiscountProblem | null {
  // Someone else's personal code is as unknown to this member as a code that does not exist.
  if (!code || code.status !== 'active' || (code.userId !== null && code.userId !== order.userId)) return 'discount_not_found';
  if (code.validity === 'once_per_user' && order.usedBefore) return 'discount_used';
  if (code.expiresAt !== null && Date.parse(code.expiresAt) <= order.now.getTime()) return 'discount_expired';
  if (code.country !== null && code.country !== order.country) return 'discount_country';
  if (code.currency !== null && code.currency !== order.currency) return 'discount_currency';
  if (code.minimumOrder !== null && order.amount !== null && order.amount < code.minimumOrder) return 'discount_minimum_order';
  if (code.paymentMethods !== null && order.method !== null && !code.paymentMethods.includes(order.method)) return 'discount_method';
  return null;
}

/** The price after a percentage off, in minor units, rounded to the payer's favour. */
export function discountedAmount(amount: number, percentage: number): number {
  return Math.floor((amount * (100 - percentage)) / 100);
}

/** What a package saves per credit against the dearest credit price, in whole percent (the discount badge); null below 1 %. */
export function savingPercent(pkg: { credits: number; amount: number }, dearest: { credits: number; amount: number }): number | null {
  const saving = Math.floor((1 - (pkg.amount / pkg.credits) / (dearest.amount / dearest.credits)) * 100);
  return saving >= 1 ? saving : null;
}
