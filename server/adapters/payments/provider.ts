import type { Locale } from '../../../common/constants';
import type { PaymentMethod } from '../../../common/rules/payment-methods';
import type { PaymentProviderName, PaymentSequence } from '../../db/schema';

/**
 * A payment provider: creates payments, customers and mandates, and tells a payment's state when
 * asked. Two implementations: the built-in sandbox (the default; its checkout page is served by the
 * product) and Mollie (MOLLIE_API_KEY). The product never trusts a webhook's body: it only learns
 * that a payment changed, and asks `getPayment` what it is now.
 */

/** A payment's state in the provider's words (Mollie's). */
export type ProviderStatus = 'open' | 'pending' | 'authorized' | 'paid' | 'failed' | 'canceled' | 'expired';

export interface ProviderPayment {
  id: string;
  status: ProviderStatus;
  /** Minor units. */
  amount: number;
  currency: string;
  /** Money given back to the payer, and money the payer's bank took back (a chargeback), in minor units. */
  refunded: number;
  chargedBack: number;
  /** Where the payer pays; null when there is nothing to do there (paid, or a recurring payment). */
  checkoutUrl: string | null;
  /** The customer and mandate a first or recurring payment belongs to. */
  customerId: string | null;
  mandateId: string | null;
  /** What the payer recognises the way they paid by, e.g. "Visa •••• 4242"; null when not known. */
  methodLabel: string | null;
}

export interface NewProviderPayment {
  /** Minor units. */
  amount: number;
  currency: string;
  description: string;
  method: PaymentMethod;
  /** Where the payer's browser returns after the checkout. */
  redirectUrl: string;
  /** Where the provider tells that the payment changed; null where it cannot reach us (a local address). */
  webhookUrl: string | null;
  locale: Locale;
  /** Our payment's id, kept with theirs. */
  paymentId: number;
  /** The same key again returns the first payment instead of a second one (a retried create). */
  idempotencyKey: string;
  /** 'first' also makes a mandate for repeat orders; 'recurring' charges one without the payer. */
  sequence: PaymentSequence;
  customerId?: string;
  mandateId?: string;
}

export interface NewDirectDebitMandate {
  customerId: string;
  /** The account holder's name. */
  holder: string;
  /** The IBAN, without spaces. */
  iban: string;
  /** The day the payer agreed (YYYY-MM-DD). */
  signedOn: string;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createPayment(input: NewProviderPayment): Promise<ProviderPayment>;
  /** The payment as the provider has it now; null when it does not know the id. */
  getPayment(id: string): Promise<ProviderPayment | null>;
  /** A customer for a member's saved methods: its id. */
  createCustomer(input: { name: string; email: string; userId: number }): Promise<string>;
  /** A SEPA direct-debit mandate: its id and what the member recognises it by ("NL•• 1234"). */
  createDirectDebitMandate(input: NewDirectDebitMandate): Promise<{ id: string; label: string }>;
  /** Whether a mandate can still be charged: valid, or pending at the bank; a revoked or invalid one cannot. */
  mandateValid(customerId: string, mandateId: string): Promise<boolean>;
  /**
   * Gives part or all of a paid payment back to the payer; the payment as it stands after. Refused
   * (ProviderRefusedError) for more than is left of it. The key makes a call repeated after a lost
   * answer refund once.
   */
  refundPayment(id: string, refund: NewRefund): Promise<ProviderPayment>;
}

export interface NewRefund {
  /** Minor units. */
  amount: number;
  currency: string;
  /** What the payer's statement may show. */
  description: string;
  idempotencyKey: string;
}

/** A provider's call failed in a way that may pass (its service down, a timeout): the member may try again. */
export class ProviderUnavailableError extends Error {}

/** The provider refused the request for good (a refund of more than is left); its message says why, in English. */
export class ProviderRefusedError extends Error {}
