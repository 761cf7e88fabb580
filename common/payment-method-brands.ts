import type { PAYMENT_METHODS } from './payment-method-codes';

/**
 * The payment methods that are brands, named as the brands write them ("iDEAL", not the code
 * "ideal"), in every language. The others (a bank transfer, a credit card, SEPA direct debit) are
 * words that each side says in the reader's language: the app's and the sandbox checkout's catalogues.
 */
export const METHOD_BRANDS = {
  prezelewy24: 'Przelewy24',
  blik: 'BLIK',
  giropay: 'giropay',
  mastercard: 'Mastercard',
  visa: 'Visa',
  cartebancaire: 'Carte Bancaire',
  nexi: 'Nexi',
  ideal: 'iDEAL',
  bancontact: 'Bancontact',
  applepay: 'Apple Pay',
  paysafecard: 'paysafecard',
  maestro: 'Maestro',
  paypal: 'PayPal',
  sofort: 'SOFORT',
  eps: 'EPS',
} as const satisfies Partial<Record<(typeof PAYMENT_METHODS)[number], string>>;

/** The methods that are no brand: their names are texts of a catalogue. */
export type UnbrandedMethod = Exclude<(typeof PAYMENT_METHODS)[number], keyof typeof METHOD_BRANDS>;

export const isBrandedMethod = (method: (typeof PAYMENT_METHODS)[number]): method is keyof typeof METHOD_BRANDS => Object.hasOwn(METHOD_BRANDS, method);
