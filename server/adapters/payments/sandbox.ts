import { randomBytes } from 'node:crypto';
import type { PaymentMethod } from '../../../common/rules/payment-methods';
import { savedMethodOf } from '../../../common/rules/payment-methods';
import { maskIban } from '../../../common/rules/direct-debit';
import type { SandboxOutcome } from '../../../common/rules/payment-state';
import type { Db } from '../../db/database';
import {
  insertSandboxMandate, insertSandboxPayment, sandboxMandate, sandboxPayment, sandboxPaymentByKey, updateSandboxPayment, type SandboxPayment,
} from '../../db/sandbox-payments';
import { ProviderRefusedError, type NewProviderPayment, type PaymentProvider, type ProviderPayment, type ProviderStatus } from './provider';

/**
 * The built-in provider, the default: `npm start` takes payments with no account anywhere. It keeps
 * its payments in its own tables and serves its own checkout page (server/http/sandbox-checkout.ts),
 * where the payer chooses how the payment ends; then it tells the product through `onChange`, as a
 * real provider calls the webhook, and the payer's browser returns to the product. A first payment
 * paid saves a mandate (a card, PayPal), which later charges use without the payer, as with Mollie.
 */


export interface SandboxProvider extends PaymentProvider {
  /** The payer's choice on the checkout page; `failLater` makes later charges of a saved mandate fail. */
  settle(id: string, outcome: SandboxOutcome, failLater?: boolean): Promise<SandboxCheckout | null>;
  /** The payment as its checkout page shows it; null for an unknown id. */
  checkout(id: string): Promise<SandboxCheckout | null>;
  /** What a bank or an operator does later: give the money back, or take it back. */
  reverse(id: string, kind: 'refund' | 'chargeback'): Promise<void>;
}

export interface SandboxCheckout {
  id: string;
  amount: number;
  currency: string;
  method: PaymentMethod;
  description: string;
  status: ProviderStatus;
  /** Where the payer returns; null for a charge without the payer. */
  redirectUrl: string | null;
  /** Whether the payment saves the method for repeat orders. */
  first: boolean;
}

export interface SandboxOptions {
  now: () => Date;
  /** Told that a payment changed, as a webhook would be. */
  onChange: (id: string) => Promise<void>;
}

/** How long the sandbox's banks take to collect a SEPA direct debit. */
export const SEPA_SETTLE_MS = 60_000;
/**
 * A checkout nobody finishes expires, as Mollie's do, so what it holds (a once-per-member discount)
 * is given back: the reconciliation job finds it expired.
 */
export const CHECKOUT_EXPIRES_MS = 15 * 60_000;

const token = (prefix: string) => `${prefix}_sbx${randomBytes(8).toString('hex')}`;

/** The account the sandbox's bank payers pay from. */
const SANDBOX_IBAN = 'NL91 ABNA 0417 1643 00';

const LABELS: Partial<Record<PaymentMethod, string>> = {
  visa: 'Visa •••• 4242', mastercard: 'Mastercard •••• 4444', maestro: 'Maestro •••• 6543', creditcard: 'Visa •••• 4242',
  cartebancaire: 'Carte Bancaire •••• 1234', nexi: 'Nexi •••• 5678', paypal: 'PayPal sandbox-payer@example.org',
};

export function sandboxProvider(db: Db, { now, onChange }: SandboxOptions): SandboxProvider {
  const toPayment = (row: SandboxPayment, label: string | null): ProviderPayment => ({
    id: row.id, status: row.status as ProviderStatus, amount: row.amount, currency: row.currency,
    refunded: row.refunded, chargedBack: row.charged_back,
    checkoutUrl: row.status === 'open' && row.redirect_url ? new URL(`/sandbox/checkout/${row.id}`, row.redirect_url).href : null,
    customerId: row.customer_id, mandateId: row.mandate_id, methodLabel: label,
  });

  const mandate = (id: string | null) => (id === null ? Promise.resolve(undefined) : sandboxMandate(db, id));
  const labelOf = async (payment: SandboxPayment) =>
    (await mandate(payment.mandate_id))?.label ?? (payment.status === 'paid' ? LABELS[payment.method as PaymentMethod] ?? null : null);

  /**
   * A charge of a saved mandate: a card or PayPal ends at once, paid, or failed when the mandate was
   * made to fail; a SEPA debit waits at the bank, as real ones do for days, here SEPA_SETTLE_MS.
   */
  async function recurringStatus(input: NewProviderPayment): Promise<ProviderStatus> {
    const saved = await mandate(input.mandateId ?? null);
    if (saved?.status !== 'valid' || saved.customer_id !== input.customerId) return 'failed';
    return input.method === 'sdd' ? 'pending' : 'paid';
  }

  /** A SEPA debit's bank has answered once its time has passed; a checkout left open has expired. */
  async function settled(payment: SandboxPayment): Promise<SandboxPayment> {
    const age = now().getTime() - Date.parse(payment.created_at);
    const status = payment.status === 'pending' && payment.method === 'sdd' && age >= SEPA_SETTLE_MS ? 'paid'
      : payment.status === 'open' && age >= CHECKOUT_EXPIRES_MS ? 'expired'
        : null;
    if (status === null) return payment;
    await updateSandboxPayment(db, payment.id, { status }, payment.status);
    return { ...payment, status };
  }

  /** The payment as it stands now: what time has done to it included. */
  async function current(id: string): Promise<SandboxPayment | undefined> {
    const found = await sandboxPayment(db, id);
    return found && settled(found);
  }

  return {
    name: 'sandbox',

    async createPayment(input) {
      const repeated = await sandboxPaymentByKey(db, input.idempotencyKey);
      if (repeated) return toPayment(repeated, await labelOf(repeated));
      const recurring = input.sequence === 'recurring';
      const created: SandboxPayment = {
        id: token('tr'), amount: input.amount, currency: input.currency, method: input.method, description: input.description,
        redirect_url: recurring ? null : input.redirectUrl, webhook_url: input.webhookUrl,
        status: recurring ? await recurringStatus(input) : 'open', sequence: input.sequence,
        customer_id: input.customerId ?? null, mandate_id: recurring ? input.mandateId ?? null : null,
        idempotency_key: input.idempotencyKey, refunded: 0, charged_back: 0, created_at: now().toISOString(),
      };
      await insertSandboxPayment(db, created);
      return toPayment(created, await labelOf(created));
    },

    async getPayment(id) {
      const found = await current(id);
      return found ? toPayment(found, await labelOf(found)) : null;
    },

    async createCustomer() {
      return token('cst');
    },

    async createDirectDebitMandate({ customerId, iban }) {
      const id = token('mdt');
      const label = maskIban(iban);
      await insertSandboxMandate(db, { id, customer_id: customerId, method: 'directdebit', label, status: 'valid', created_at: now().toISOString() });
      return { id, label };
    },

    async mandateValid(customerId, mandateId) {
      const found = await mandate(mandateId);
      // A mandate made to fail is still valid as a mandate: it is the charge that fails, as a card's does.
      return found?.customer_id === customerId && (found.status === 'valid' || found.status === 'failing');
    },

    async checkout(id) {
      const found = await current(id);
      if (!found) return null;
      return {
        id: found.id, amount: found.amount, currency: found.currency, method: found.method as PaymentMethod, description: found.description,
        status: found.status as ProviderStatus, redirectUrl: found.redirect_url, first: found.sequence === 'first',
      };
    },

    async settle(id, outcome, failLater = false) {
      const found = await current(id);
      // Only an open payment waits for its payer; a page reloaded after paying changes nothing.
      if (!found || found.status !== 'open') return found ? this.checkout(id) : null;
      let mandateId: string | null = null;
      const saves = savedMethodOf(found.method as PaymentMethod);
      if (outcome === 'paid' && found.sequence === 'first' && found.customer_id && saves) {
        mandateId = token('mdt');
        // A bank payment (iDEAL …) leaves a direct-debit mandate on the payer's account, as Mollie's do.
        const [method, label] = saves === 'sdd' ? ['directdebit', maskIban(SANDBOX_IBAN)] : [found.method, LABELS[saves] ?? found.method];
        await insertSandboxMandate(db, {
          id: mandateId, customer_id: found.customer_id, method, label, status: failLater ? 'failing' : 'valid', created_at: now().toISOString(),
        });
      }
      await updateSandboxPayment(db, id, { status: outcome, mandate_id: mandateId });
      await onChange(id);
      return this.checkout(id);
    },

    async refundPayment(id, { amount }) {
      const found = await current(id);
      if (!found || found.status !== 'paid') throw new ProviderRefusedError('Only a paid payment can be refunded.');
      const left = found.amount - found.refunded - found.charged_back;
      if (amount > left) throw new ProviderRefusedError(`Only ${left} (minor units) of this payment is left to refund.`);
      await updateSandboxPayment(db, id, { refunded: found.refunded + amount });
      return toPayment({ ...found, refunded: found.refunded + amount }, await labelOf(found));
    },

    async reverse(id, kind) {
      const found = await current(id);
      if (found?.status !== 'paid') return;
      await updateSandboxPayment(db, id, kind === 'refund' ? { refunded: found.amount } : { charged_back: found.amount });
      await onChange(id);
    },
  };
}
