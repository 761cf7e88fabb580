import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isBrandedMethod, METHOD_BRANDS, type UnbrandedMethod } from '../../../common/payment-method-brands';
import type { PaymentProblemCode } from '../../../common/problems';
import { CARD_METHODS, type PaymentMethod } from '../../../common/rules/payment-methods';
import { addProblemTexts } from '../../i18n/problem-text';

/** The payment screens' own words: methods, and the problems of buying (their catalogue comes with these routes). */

/** What is not a brand is said in the member's language; brands stay as they write themselves (common/payment-method-brands.ts). */
const UNBRANDED_NAMES: Record<UnbrandedMethod, MessageDescriptor> = {
  sdd: msg`SEPA direct debit`,
  sct: msg`Bank transfer`,
  creditcard: msg`Credit card`,
};

export function methodName(i18n: I18n, method: PaymentMethod): string {
  return isBrandedMethod(method) ? METHOD_BRANDS[method] : i18n._(UNBRANDED_NAMES[method]);
}

/**
 * How a payment was paid, or a saved method pays, as the member recognises it: a card or PayPal by its
 * label ("Visa •••• 4242"), an account with the way it pays ("iDEAL NL•• 1234"), else the method's name.
 */
export function paidWithName(i18n: I18n, method: PaymentMethod, label: string | null): string {
  if (label === null) return methodName(i18n, method);
  return CARD_METHODS.includes(method) || method === 'paypal' ? label : `${methodName(i18n, method)} ${label}`;
}

/** A price in minor units, written as the member's language writes money. */
export function money(i18n: I18n, amount: number, currency: string): string {
  return i18n.number(amount / 100, { style: 'currency', currency });
}

const PROBLEM_TEXTS: Record<PaymentProblemCode, MessageDescriptor> = {
  package_unknown: msg`This package does not exist.`,
  method_unavailable: msg`This payment method is not available in your country.`,
  payment_unknown: msg`This payment cannot be found.`,
  payment_failed: msg`Payment failed or has been cancelled.`,
  card_payment_failed: msg`Credit card payment failed`,
  saved_method_unknown: msg`This saved payment method cannot be found. Choose another payment method.`,
  payment_provider_unavailable: msg`Payments are not possible at the moment. Please try again in a few minutes.`,
  discount_not_found: msg`Code not found`,
  discount_used: msg`Code already used`,
  discount_expired: msg`This code has expired.`,
  discount_country: msg`This code is not valid in your country.`,
  discount_currency: msg`This code is not valid in your currency.`,
  discount_minimum_order: msg`This code is valid from a larger package on.`,
  discount_method: msg`This code is not valid with this payment method.`,
  direct_debit_blocked: msg`Your account is blocked for direct debit payments.`,
  direct_debit_limit: msg`Your limit for direct debit payments has been reached. Please try later, a cheaper package or another payment method.`,
  invalid_iban: msg`This IBAN is not valid. Check it and try again.`,
  iban_country: msg`Direct debit is possible from accounts in the SEPA area only.`,
  invalid_phone: msg`This phone number is not valid. Enter it with its country code, e.g. +31 6 12345678.`,
  sms_code_invalid: msg`Code invalid`,
  sms_code_expired: msg`This code has expired. Request a new one.`,
};

addProblemTexts(PROBLEM_TEXTS);
