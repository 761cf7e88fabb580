import { HistoricPaymentMethod, PaymentMethod as MollieMethod } from '@mollie/api-client';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from '../../common/payment-method-codes';
import type { PaymentMethod } from '../../common/rules/payment-methods';
import { mollieProvider } from '../../server/adapters/payments/mollie';
import { MOLLIE_METHODS, mollieMethod } from '../../server/adapters/payments/mollie-methods';
import { ProviderRefusedError, ProviderUnavailableError, type NewProviderPayment, type PaymentProvider } from '../../server/adapters/payments/provider';
import { startMollieStandin, type MollieStandin } from './helpers/mollie-standin';

const API_KEY = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';
const RETURN = 'https://amora.example/payments/return';
const WEBHOOK = 'https://amora.example/api/payments/webhook';

let standin: MollieStandin;
let mollie: PaymentProvider;
beforeAll(async () => {
  standin = await startMollieStandin();
  mollie = mollieProvider({ apiKey: API_KEY, endpoint: standin.url });
});
afterAll(() => standin.close());

let paymentNo = 0;
function newPayment(change: Partial<NewProviderPayment> = {}): NewProviderPayment {
  paymentNo += 1;
  return {
    amount: 999, currency: 'EUR', description: 'Amora: 100 credits', method: 'ideal', redirectUrl: RETURN, webhookUrl: WEBHOOK,
    locale: 'nl', paymentId: paymentNo, idempotencyKey: `payment-${paymentNo}-try`, sequence: 'oneoff', ...change,
  };
}
const lastRequest = () => standin.requests.at(-1)!;

describe("Mollie's method ids", () => {
  it('has one for each of our 18 methods', () => {
    const known: string[] = [...Object.values(MollieMethod), ...Object.values(HistoricPaymentMethod)];
    expect(Object.keys(MOLLIE_METHODS).sort()).toEqual([...PAYMENT_METHODS].sort());
    for (const method of PAYMENT_METHODS) expect(known).toContain(mollieMethod(method));
    expect(['visa', 'mastercard', 'maestro', 'cartebancaire', 'nexi', 'creditcard'].map((m) => mollieMethod(m as PaymentMethod))).toEqual(Array(6).fill('creditcard'));
  });
});

describe('creating a payment at Mollie', () => {
  it.each([
    ['ideal', 'ideal', 'EUR', 'nl', 'nl_NL'],
    ['visa', 'creditcard', 'EUR', 'en', 'en_US'],
    ['prezelewy24', 'przelewy24', 'PLN', 'pl', 'pl_PL'],
    ['sdd', 'directdebit', 'EUR', 'de', 'de_DE'],
    ['sct', 'banktransfer', 'EUR', 'fr', 'fr_FR'],
    ['blik', 'blik', 'PLN', 'pl', 'pl_PL'],
  ] as const)('sends %s as %s with the amount, locale and our payment id', async (method, mollieId, currency, locale, mollieLocale) => {
    const input = newPayment({ method, currency, locale });
    const payment = await mollie.createPayment(input);

    expect(lastRequest()).toMatchObject({ method: 'POST', path: '/v2/payments' });
    expect(lastRequest().headers).toMatchObject({ authorization: `Bearer ${API_KEY}`, 'idempotency-key': input.idempotencyKey });
    expect(lastRequest().body).toEqual({
      amount: { currency, value: '9.99' }, description: 'Amora: 100 credits', method: mollieId, redirectUrl: RETURN,
      webhookUrl: WEBHOOK, locale: mollieLocale, metadata: { payment: input.paymentId }, sequenceType: 'oneoff',
    });
    expect(payment).toEqual({
      id: expect.stringMatching(/^tr_\w+$/), status: 'open', amount: 999, currency, refunded: 0, chargedBack: 0,
      checkoutUrl: expect.stringMatching(/^https:\/\/www\.mollie\.com\/checkout\//), customerId: null, mandateId: null, methodLabel: null,
    });
  });

  it('leaves the webhook out when Mollie cannot reach us, and writes small amounts with their zeros', async () => {
    const payment = await mollie.createPayment(newPayment({ amount: 5, webhookUrl: null }));
    expect(lastRequest().body).not.toHaveProperty('webhookUrl');
    expect(lastRequest().body).toMatchObject({ amount: { currency: 'EUR', value: '0.05' } });
    expect(payment.amount).toBe(5);
  });

  it('gives the first payment again for the same idempotency key', async () => {
    const input = newPayment();
    const first = await mollie.createPayment(input);
    const again = await mollie.createPayment({ ...input });
    expect(again.id).toBe(first.id);
    expect(standin.requests.slice(-2).map((r) => r.headers['idempotency-key'])).toEqual([input.idempotencyKey, input.idempotencyKey]);
  });

  it("passes on Mollie's refusal with its reason", async () => {
    const refused = mollie.createPayment(newPayment({ method: 'giropay' }));
    await expect(refused).rejects.toThrow('The payment method is not active in your website profile.');
    await expect(refused).rejects.not.toBeInstanceOf(ProviderUnavailableError);
  });
});

describe('reading a payment back', () => {
  it('tells a paid card payment with its brand, in minor units', async () => {
    const { id } = await mollie.createPayment(newPayment({ method: 'visa', amount: 1230 }));
    standin.setPayment(id, {
      status: 'paid', method: 'creditcard', refunded: '5.00',
      details: { cardHolder: 'Eva Jansen', cardNumber: '4242', cardLabel: 'Visa', cardAudience: 'consumer', cardCountryCode: 'NL', cardSecurity: '3dsecure', feeRegion: 'intra-eu' },
    });
    expect(await mollie.getPayment(id)).toEqual({
      id, status: 'paid', amount: 1230, currency: 'EUR', refunded: 500, chargedBack: 0, checkoutUrl: null,
      customerId: null, mandateId: null, methodLabel: 'Visa •••• 4242',
    });
    expect(lastRequest()).toMatchObject({ method: 'GET', path: `/v2/payments/${id}` });
  });

  it('reads amounts as text, without float error, and labels SEPA, iDEAL and PayPal payments', async () => {
    const sepa = await mollie.createPayment(newPayment({ method: 'sdd', amount: 1005 }));
    standin.setPayment(sepa.id, { status: 'paid', method: 'directdebit', chargedBack: '10.05', details: { consumerName: 'Eva Jansen', consumerAccount: 'NL55INGB0001234567' } });
    expect(await mollie.getPayment(sepa.id)).toMatchObject({ amount: 1005, chargedBack: 1005, methodLabel: 'NL•• 4567' });

    // The account of an iDEAL payment, which a first payment makes a direct-debit mandate of.
    const ideal = await mollie.createPayment(newPayment({ method: 'ideal', amount: 1005 }));
    standin.setPayment(ideal.id, { status: 'paid', method: 'ideal', details: { consumerName: 'Eva Jansen', consumerAccount: 'NL55INGB0001234567', consumerBic: 'INGBNL2A' } });
    expect(await mollie.getPayment(ideal.id)).toMatchObject({ methodLabel: 'NL•• 4567' });

    const paypal = await mollie.createPayment(newPayment({ method: 'paypal', amount: 29 }));
    standin.setPayment(paypal.id, { status: 'paid', refunded: '0.29', details: { consumerName: 'Eva Jansen', consumerAccount: 'eva@example.test' } });
    expect(await mollie.getPayment(paypal.id)).toMatchObject({ amount: 29, refunded: 29, methodLabel: 'PayPal eva@example.test' });
  });

  it('knows nothing of an unknown or forged id', async () => {
    expect(await mollie.getPayment('tr_unknown123')).toBeNull();
    expect(lastRequest()).toMatchObject({ method: 'GET', path: '/v2/payments/tr_unknown123' });
    const asked = standin.requests.length;
    expect(await mollie.getPayment('tr_x/../../customers')).toBeNull();
    expect(await mollie.getPayment('42')).toBeNull();
    expect(standin.requests).toHaveLength(asked);
  });
});

describe('when Mollie is unavailable', () => {
  it('lets the client retry a 500 once, with the same idempotency key', async () => {
    standin.failNext('error');
    const input = newPayment();
    const payment = await mollie.createPayment(input);
    expect(payment.status).toBe('open');
    expect(standin.requests.slice(-2).map((r) => r.headers['idempotency-key'])).toEqual([input.idempotencyKey, input.idempotencyKey]);
  });

  it('says so when every attempt answers 500', async () => {
    standin.failNext('error', 3);
    await expect(mollie.createPayment(newPayment())).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(standin.requests.slice(-3).map((r) => r.path)).toEqual(Array(3).fill('/v2/payments'));
  });

  it('says so when Mollie does not answer in time', async () => {
    const impatient = mollieProvider({ apiKey: API_KEY, endpoint: standin.url, timeoutMs: 300 });
    standin.failNext('hang');
    await expect(impatient.getPayment('tr_waiting123')).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('says so when nothing listens', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = mollieProvider({ apiKey: API_KEY, endpoint: `https://127.0.0.1:${port}/v2/` });
    await expect(unreachable.getPayment('tr_anything1')).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});

describe('customers, mandates and recurring payments', () => {
  it('saves a SEPA mandate for a customer and charges it without the payer', async () => {
    const customerId = await mollie.createCustomer({ name: 'Eva Jansen', email: 'eva@example.test', userId: 42 });
    expect(customerId).toMatch(/^cst_\w+$/);
    expect(lastRequest()).toMatchObject({ method: 'POST', path: '/v2/customers', body: { name: 'Eva Jansen', email: 'eva@example.test', metadata: { user: 42 } } });

    const mandate = await mollie.createDirectDebitMandate({ customerId, holder: 'Eva Jansen', iban: 'NL55INGB0000001234', signedOn: '2026-12-04' });
    expect(mandate).toEqual({ id: expect.stringMatching(/^mdt_\w+$/), label: 'NL•• 1234' });
    expect(lastRequest()).toMatchObject({ method: 'POST', path: `/v2/customers/${customerId}/mandates` });
    expect(lastRequest().body).toEqual({ method: 'directdebit', consumerName: 'Eva Jansen', consumerAccount: 'NL55INGB0000001234', signatureDate: '2026-12-04' });

    const input = newPayment({ method: 'sdd', sequence: 'recurring', customerId, mandateId: mandate.id });
    const charge = await mollie.createPayment(input);
    expect(lastRequest().body).toEqual({
      amount: { currency: 'EUR', value: '9.99' }, description: 'Amora: 100 credits', webhookUrl: WEBHOOK, locale: 'nl_NL',
      metadata: { payment: input.paymentId }, sequenceType: 'recurring', customerId, mandateId: mandate.id,
    });
    expect(charge).toMatchObject({ status: 'pending', checkoutUrl: null, customerId, mandateId: mandate.id });
  });

  it('sends a first payment with its customer, so that paying saves the card', async () => {
    const customerId = await mollie.createCustomer({ name: 'Eva Jansen', email: 'eva@example.test', userId: 43 });
    const payment = await mollie.createPayment(newPayment({ method: 'mastercard', sequence: 'first', customerId }));
    expect(lastRequest().body).toMatchObject({ method: 'creditcard', sequenceType: 'first', customerId, redirectUrl: RETURN });
    expect(payment).toMatchObject({ status: 'open', customerId, checkoutUrl: expect.any(String) });
  });

  it('tells whether a mandate can still be charged', async () => {
    const customerId = await mollie.createCustomer({ name: 'Eva Jansen', email: 'eva@example.test', userId: 44 });
    const other = await mollie.createCustomer({ name: 'Jan de Vries', email: 'jan@example.test', userId: 45 });
    const { id } = await mollie.createDirectDebitMandate({ customerId, holder: 'Eva Jansen', iban: 'NL55INGB0000001234', signedOn: '2026-12-04' });
    expect(await mollie.mandateValid(customerId, id)).toBe(true);
    expect(lastRequest()).toMatchObject({ method: 'GET', path: `/v2/customers/${customerId}/mandates/${id}` });
    standin.setMandate(id, 'pending');
    expect(await mollie.mandateValid(customerId, id)).toBe(true);
    standin.setMandate(id, 'invalid');
    expect(await mollie.mandateValid(customerId, id)).toBe(false);
    expect(await mollie.mandateValid(customerId, 'mdt_unknown123')).toBe(false);
    expect(await mollie.mandateValid(other, id)).toBe(false);
  });
});

describe('refunds', () => {
  it('refunds part of a paid payment with its key, and answers the payment with what was given back', async () => {
    const { id } = await mollie.createPayment(newPayment());
    standin.setPayment(id, { status: 'paid' });
    const after = await mollie.refundPayment(id, { amount: 500, currency: 'EUR', description: 'Amora refund 7', idempotencyKey: 'refund:7:500' });
    const create = standin.requests.findLast((request) => request.method === 'POST')!;
    expect(create).toMatchObject({ path: `/v2/payments/${id}/refunds`, body: { amount: { currency: 'EUR', value: '5.00' }, description: 'Amora refund 7' } });
    expect(create.headers['idempotency-key']).toBe('refund:7:500');
    expect(after).toMatchObject({ id, status: 'paid', amount: 999, refunded: 500 });
  });

  it("passes Mollie's refusal on in its words: more than is left, a payment not paid, an id that is not Mollie's", async () => {
    const { id } = await mollie.createPayment(newPayment());
    const refund = (amount: number, paymentId = id) => mollie.refundPayment(paymentId, { amount, currency: 'EUR', description: 'x', idempotencyKey: `r-${paymentNo}-${amount}` });
    await expect(refund(100)).rejects.toThrow(new ProviderRefusedError('The payment cannot be refunded.'));
    standin.setPayment(id, { status: 'paid' });
    await expect(refund(1000)).rejects.toThrow(new ProviderRefusedError('The amount requested to be refunded is higher than the remaining amount.'));
    await expect(refund(100, 'cst_notapayment')).rejects.toBeInstanceOf(ProviderRefusedError);
  });

  it('is unavailable, not refused, when Mollie fails', async () => {
    const { id } = await mollie.createPayment(newPayment());
    standin.setPayment(id, { status: 'paid' });
    standin.failNext('error', 3);
    await expect(mollie.refundPayment(id, { amount: 100, currency: 'EUR', description: 'x', idempotencyKey: 'r-down' })).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});
