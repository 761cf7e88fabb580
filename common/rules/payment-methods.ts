import { COUNTRIES, type CountryCode } from '../countries';
import { PAYMENT_METHODS } from '../payment-method-codes';

/**
 * Which of the 18 payment methods of docs/product/data.md#enumerations a member can choose, by their country and its currency.
 * Cards and PayPal work everywhere; the local methods only where their scheme runs (iDEAL in NL,
 * Bancontact in BE, BLIK and Przelewy24 in PL, EPS in AT …), and the SEPA methods only in euros.
 * `creditcard` is not offered as a button of its own: it is the method of a saved card, whose brand
 * the provider tells (docs/payments.md).
 */

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Where a method can be offered: 'all', or the countries it serves. */
interface Reach {
  countries: readonly CountryCode[] | 'all';
  currencies: readonly string[] | 'all';
}

const EUROZONE: readonly CountryCode[] = ['NL', 'BE', 'FR', 'IT', 'ES', 'DE', 'AT', 'IE'];
const EUROPE: readonly CountryCode[] = [...EUROZONE, 'GB', 'PL', 'CH'];
const EUR = ['EUR'];

export const METHOD_REACH: Record<PaymentMethod, Reach | null> = {
  visa: { countries: 'all', currencies: 'all' },
  mastercard: { countries: 'all', currencies: 'all' },
  maestro: { countries: EUROZONE, currencies: EUR },
  cartebancaire: { countries: ['FR'], currencies: EUR },
  nexi: { countries: ['IT'], currencies: EUR },
  applepay: { countries: 'all', currencies: 'all' },
  paypal: { countries: 'all', currencies: 'all' },
  paysafecard: { countries: EUROPE, currencies: ['EUR', 'GBP', 'PLN', 'CHF'] },
  ideal: { countries: ['NL'], currencies: EUR },
  bancontact: { countries: ['BE'], currencies: EUR },
  blik: { countries: ['PL'], currencies: ['PLN'] },
  prezelewy24: { countries: ['PL'], currencies: ['PLN', 'EUR'] },
  eps: { countries: ['AT'], currencies: EUR },
  giropay: { countries: ['DE'], currencies: EUR },
  sofort: { countries: ['DE', 'AT', 'BE', 'NL', 'IT', 'ES', 'CH'], currencies: ['EUR', 'CHF'] },
  sct: { countries: EUROZONE, currencies: EUR },
  // SEPA direct debit has its own form (/directdebit): IBAN, phone and an SMS code.
  sdd: { countries: EUROZONE, currencies: EUR },
  creditcard: null,
};

const within = <T>(list: readonly T[] | 'all', value: T) => list === 'all' || list.includes(value);

/** The methods to offer in a country, in the order of `enabled` (the operator's list, best first). */
export function offeredMethods(country: CountryCode, enabled: readonly PaymentMethod[]): PaymentMethod[] {
  const currency = COUNTRIES[country].currency;
  return enabled.filter((method) => {
    const reach = METHOD_REACH[method];
    return reach !== null && within(reach.countries, country) && within(reach.currencies, currency);
  });
}

/** Methods that pay at once through the provider's checkout; sdd goes through the direct-debit form instead. */
export const isCheckoutMethod = (method: PaymentMethod) => method !== 'sdd';

export const CARD_METHODS: readonly PaymentMethod[] = ['visa', 'mastercard', 'maestro', 'cartebancaire', 'nexi', 'creditcard'];

/**
 * What a first payment by a method saves for repeat orders, where the provider allows it: a card
 * mandate, a PayPal billing agreement, an IBAN; and for the bank-transfer methods that name the payer's
 * account (iDEAL, Bancontact, EPS), a SEPA direct-debit mandate on that account, as Mollie makes one.
 * A repeat order then charges the saved method, a direct debit under its limit. Null: nothing is saved.
 */
export function savedMethodOf(method: PaymentMethod): PaymentMethod | null {
  if (CARD_METHODS.includes(method) || method === 'paypal' || method === 'sdd') return method;
  if (method === 'ideal' || method === 'bancontact' || method === 'eps') return 'sdd';
  return null;
}
