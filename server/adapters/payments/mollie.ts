import {
  createMollieClient, Locale as MollieLocale, MandateMethod, MandateStatus, MollieApiError, SequenceType,
  type Payment, type PaymentMethod as MollieMethod,
} from '@mollie/api-client';
import type { Locale } from '../../../common/constants';
import { maskIban } from '../../../common/rules/direct-debit';
import { methodLabel, mollieMethod } from './mollie-methods';
import { ProviderRefusedError, ProviderUnavailableError, type PaymentProvider, type ProviderPayment } from './provider';

/**
 * Mollie (MOLLIE_API_KEY) through its official client. The client retries a 5xx twice, 2 s apart,
 * with the same idempotency key, but has no time limit of its own: each call here has one.
 */

export interface MollieProviderOptions {
  apiKey: string;
  /** The root of Mollie's API with its version (https://api.mollie.com/v2/); null for Mollie itself. HTTPS only: the client's agent refuses http://. */
  endpoint: string | null;
  /** How long a call (the client's retries included) may take before the member is told to try again. */
  timeoutMs?: number;
}

const TIMEOUT_MS = 15_000;

const MOLLIE_LOCALES: Record<Locale, MollieLocale> = {
  de: MollieLocale.de_DE, en: MollieLocale.en_US, es: MollieLocale.es_ES, fr: MollieLocale.fr_FR,
  it: MollieLocale.it_IT, nl: MollieLocale.nl_NL, pl: MollieLocale.pl_PL,
};

// The client refuses other ids before asking Mollie; a slash would reach another endpoint.
const PAYMENT_ID = /^tr_[A-Za-z0-9]+$/;
const CUSTOMER_ID = /^cst_[A-Za-z0-9]+$/;
const MANDATE_ID = /^mdt_[A-Za-z0-9]+$/;

/** Minor units as Mollie writes an amount: 999 → "9.99" (every currency we sell in has two decimals). */
function decimalAmount(minor: number): string {
  const digits = String(minor).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** Mollie's "12.30" → 1230, read as text so no float rounding creeps in. */
function minorUnits(value: string): number {
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

function toProviderPayment(payment: Payment): ProviderPayment {
  return {
    id: payment.id,
    status: payment.status,
    amount: minorUnits(payment.amount.value),
    currency: payment.amount.currency,
    refunded: payment.amountRefunded ? minorUnits(payment.amountRefunded.value) : 0,
    chargedBack: payment.amountChargedBack ? minorUnits(payment.amountChargedBack.value) : 0,
    checkoutUrl: payment.getCheckoutUrl(),
    customerId: payment.customerId ?? null,
    mandateId: payment.mandateId ?? null,
    methodLabel: methodLabel(payment),
  };
}

/** A 404 means Mollie does not know the id: no answer rather than an error. */
function absentWhenNotFound(err: unknown): null {
  if (err instanceof MollieApiError && err.statusCode === 404) return null;
  throw err;
}

/** Failures that may pass become ProviderUnavailableError; Mollie's refusals (4xx) keep its `detail` as message. */
function translated(err: unknown): unknown {
  if (!(err instanceof MollieApiError)) return err;
  const status = err.statusCode;
  // No status: no answer of Mollie's was read (the network failed, or something else answered). 429: too many calls at once.
  if (status === undefined || status >= 500 || status === 429) {
    return new ProviderUnavailableError(`Mollie is unavailable: ${err.message}`, { cause: err });
  }
  return err;
}

/** Mollie's refusal of a request as it was sent (a 4xx other than too many calls): its own words say why. */
function refused(err: unknown): never {
  if (err instanceof MollieApiError && err.statusCode !== undefined && err.statusCode < 500 && err.statusCode !== 429) {
    throw new ProviderRefusedError(err.message, { cause: err });
  }
  throw err;
}

function limitedCall(timeoutMs: number) {
  return async function call<T>(send: () => Promise<T>): Promise<T> {
    // Started outside the try: the client's argument checks throw at once, and are our mistakes, not Mollie's.
    const answer = send();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ProviderUnavailableError(`Mollie did not answer within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      return await Promise.race([answer, late]);
    } catch (err) {
      throw translated(err);
    } finally {
      clearTimeout(timer);
    }
  };
}

export function mollieProvider({ apiKey, endpoint, timeoutMs = TIMEOUT_MS }: MollieProviderOptions): PaymentProvider {
  const client = createMollieClient(endpoint === null ? { apiKey } : { apiKey, apiEndpoint: endpoint });
  const call = limitedCall(timeoutMs);

  return {
    name: 'mollie',

    async createPayment(input) {
      // A recurring payment runs without the payer: the mandate decides the method, and no browser returns.
      const recurring = input.sequence === 'recurring';
      const payment = await call(() => client.payments.create({
        amount: { currency: input.currency, value: decimalAmount(input.amount) },
        description: input.description,
        // giropay and sofort are historic at Mollie: sent as chosen, Mollie's refusal reaches the member.
        method: recurring ? undefined : (mollieMethod(input.method) as MollieMethod),
        redirectUrl: recurring ? undefined : input.redirectUrl,
        webhookUrl: input.webhookUrl ?? undefined,
        locale: MOLLIE_LOCALES[input.locale],
        metadata: { payment: input.paymentId },
        sequenceType: SequenceType[input.sequence],
        customerId: input.customerId,
        mandateId: input.mandateId,
        idempotencyKey: input.idempotencyKey,
      }));
      return toProviderPayment(payment);
    },

    async getPayment(id) {
      if (!PAYMENT_ID.test(id)) return null;
      const payment = await call(() => client.payments.get(id).catch(absentWhenNotFound));
      return payment && toProviderPayment(payment);
    },

    async createCustomer({ name, email, userId }) {
      const customer = await call(() => client.customers.create({ name, email, metadata: { user: userId } }));
      return customer.id;
    },

    async createDirectDebitMandate({ customerId, holder, iban, signedOn }) {
      const mandate = await call(() => client.customerMandates.create({
        customerId, method: MandateMethod.directdebit, consumerName: holder, consumerAccount: iban, signatureDate: signedOn,
      }));
      return { id: mandate.id, label: maskIban(iban) };
    },

    async mandateValid(customerId, mandateId) {
      if (!CUSTOMER_ID.test(customerId) || !MANDATE_ID.test(mandateId)) return false;
      const mandate = await call(() => client.customerMandates.get(mandateId, { customerId }).catch(absentWhenNotFound));
      return mandate?.status === MandateStatus.valid || mandate?.status === MandateStatus.pending;
    },

    async refundPayment(id, { amount, currency, description, idempotencyKey }) {
      if (!PAYMENT_ID.test(id)) throw new ProviderRefusedError(`${id} is not a Mollie payment.`);
      await call(() => client.paymentRefunds.create({
        paymentId: id, amount: { currency, value: decimalAmount(amount) }, description, idempotencyKey,
      }).catch(refused));
      return toProviderPayment(await call(() => client.payments.get(id)));
    },
  };
}
