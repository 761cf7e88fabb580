import { HistoricPaymentMethod, PaymentMethod as MollieMethod, type Payment } from '@mollie/api-client';
import type { PaymentMethod } from '../../../common/rules/payment-methods';
import { maskIban } from '../../../common/rules/direct-debit';

/**
 * Our 18 payment methods in Mollie's words. Every card brand is Mollie's `creditcard`: the payer
 * types the card on Mollie's page, and the brand comes back in the payment's details.
 */
export const MOLLIE_METHODS: Record<PaymentMethod, MollieMethod | HistoricPaymentMethod> = {
  sdd: MollieMethod.directdebit,
  sct: MollieMethod.banktransfer,
  prezelewy24: MollieMethod.przelewy24,
  visa: MollieMethod.creditcard,
  mastercard: MollieMethod.creditcard,
  maestro: MollieMethod.creditcard,
  cartebancaire: MollieMethod.creditcard,
  nexi: MollieMethod.creditcard,
  creditcard: MollieMethod.creditcard,
  blik: MollieMethod.blik,
  ideal: MollieMethod.ideal,
  bancontact: MollieMethod.bancontact,
  applepay: MollieMethod.applepay,
  paysafecard: MollieMethod.paysafecard,
  paypal: MollieMethod.paypal,
  eps: MollieMethod.eps,
  // Mollie has retired these two (the client lists them as historic): it answers a new payment with a 422.
  giropay: HistoricPaymentMethod.giropay,
  sofort: HistoricPaymentMethod.sofort,
};

export const mollieMethod = (method: PaymentMethod) => MOLLIE_METHODS[method];

/** The methods whose details name the payer's IBAN (`consumerAccount`). */
const IBAN_METHODS: (string | undefined)[] = [MollieMethod.directdebit, MollieMethod.ideal, MollieMethod.bancontact, MollieMethod.eps];

/** What the payer recognises the way they paid by, from the details Mollie keeps per method. */
export function methodLabel({ method, details }: Pick<Payment, 'method' | 'details'>): string | null {
  if (!details) return null;
  if (method === MollieMethod.creditcard && 'cardLabel' in details && details.cardNumber) {
    // Mollie keeps only the last four digits; the brand is null for a card it could not tell.
    return [details.cardLabel, '••••', details.cardNumber.slice(-4)].filter(Boolean).join(' ');
  }
  // A direct debit, or a bank payment whose account a first payment makes a direct-debit mandate of.
  if (IBAN_METHODS.includes(method) && 'consumerAccount' in details && details.consumerAccount) {
    return maskIban(details.consumerAccount);
  }
  if (method === MollieMethod.paypal && 'consumerAccount' in details && details.consumerAccount) {
    return `PayPal ${details.consumerAccount}`;
  }
  return null;
}
