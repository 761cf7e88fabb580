import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packagesResponseSchema, paymentResponseSchema, transactionsResponseSchema } from '../../common/api/payments';
import { userResponseSchema } from '../../common/api/user';
import { PROBLEMS } from '../../common/problems';
import type { PaymentState } from '../../common/rules/payment-state';
import { ProviderUnavailableError, type PaymentProvider } from '../../server/adapters/payments/provider';
import { migrateToLatest, openDatabase } from '../../server/db/database';
import * as paymentSafetyMigration from '../../server/db/migrations/2026-12-09-payment-safety';
import { startTestServer, type TestServer } from './helpers/test-server';
import { freshDatabase } from './helpers/test-database';
import { activeMember, call, errorOf, type RealMember } from './helpers/members';
import { buy, checkout, createPayment, paymentOf, providerIdOf, providerSays, purchases, webhook } from './helpers/payments';

/** Buying credits through the sandbox provider: checkout, webhooks, premium, repeat orders, refunds. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const user = async (member: RealMember) => userResponseSchema.parse((await call(server, 'GET', '/api/user.php', undefined, member.cookie)).json()).user!;
const offer = async (member: RealMember | null, query = '') =>
  packagesResponseSchema.parse((await call(server, 'GET', `/api/packages.php${query}`, undefined, member?.cookie)).json());
/** A member past the time bonus's four hours, so prices are the list prices. */
async function oldMember(overrides = {}) {
  const member = await activeMember(server, overrides);
  await server.db.updateTable('users').set({ signup_date: '2026-01-01T00:00:00.000Z' }).where('id', '=', member.id).execute();
  return member;
}

describe('the offer', () => {
  it('prices the packages in the country’s currency, with the methods that work there', async () => {
    const nl = await offer(null, '?country=NL');
    expect(nl.currency).toBe('EUR');
    expect(nl.packages.map((p) => [p.id, p.credits, p.amount, p.popular])).toEqual([['p0', 85, 999, false], ['p1', 220, 2299, false], ['p2', 500, 4499, true], ['p3', 1200, 8999, false]]);
    expect(nl.packages.map((p) => p.badge)).toEqual([null, 11, 23, 36]);
    expect(nl.methods).toContain('ideal');
    expect(nl.methods).not.toContain('blik');
    const pl = await offer(null, '?country=PL');
    expect(pl.currency).toBe('PLN');
    expect(pl.methods).toEqual(expect.arrayContaining(['blik', 'prezelewy24', 'visa', 'paypal']));
    expect(pl.methods).not.toContain('ideal');
    expect((await offer(null, '?country=AT')).methods).toContain('eps');
    expect((await offer(null, '?country=BE')).methods).toContain('bancontact');
  });

  it('refuses a country it does not know', async () => {
    expect((await call(server, 'GET', '/api/packages.php?country=XX')).statusCode).toBe(400);
  });

  it('names the checkout still open that holds the time bonus, until it ends', async () => {
    const member = await activeMember(server);
    expect((await offer(member)).discount).toMatchObject({ code: 'TIMEBONUS25', percentage: 25 });
    expect((await offer(member)).discount_in_checkout).toBeNull();
    const started = paymentResponseSchema.parse((await createPayment(server, member.cookie, { package: 'p0', method: 'ideal' })).json()).payment;

    // Gone back from the provider's page: the price is full, and the offer says where the discount is.
    const meanwhile = await offer(member);
    expect(meanwhile.discount?.code).not.toBe('TIMEBONUS25');
    expect(meanwhile.discount_in_checkout).toEqual({ payment: started.id, percentage: 25, amount: 749, currency: 'EUR', checkout_url: started.checkout_url });

    await checkout(server, started, 'canceled');
    expect((await offer(member)).discount).toMatchObject({ code: 'TIMEBONUS25' });
    expect((await offer(member)).discount_in_checkout).toBeNull();
  });
});

describe('a purchase through the sandbox checkout', () => {
  it('grants the credits once and makes the member premium for life', async () => {
    const member = await oldMember();
    expect((await user(member)).paid_user).toBe(false);
    const payment = await buy(server, member.cookie, { package: 'p1', method: 'ideal' });
    expect(payment).toMatchObject({ state: 'paid', credits: 220, amount: 2299, currency: 'EUR', method: 'ideal', checkout_url: null });
    const after = await user(member);
    expect(after).toMatchObject({ credits: 220, paid_user: true });
    expect(await purchases(server, member.id)).toHaveLength(1);
    // Premium on the server: 25 photos, not 3.
    const photos = await call(server, 'GET', '/api/photos.php', undefined, member.cookie);
    expect(photos.json()).toMatchObject({ limit: 25 });
  });

  it('answers a failed or cancelled payment with nothing granted, and a retry with another method can pay', async () => {
    const member = await oldMember();
    for (const outcome of ['failed', 'canceled', 'expired']) {
      const payment = await buy(server, member.cookie, { package: 'p0', method: 'ideal' }, outcome);
      expect(payment.state).toBe(outcome);
    }
    expect(await user(member)).toMatchObject({ credits: 0, paid_user: false });
    const retry = await buy(server, member.cookie, { package: 'p0', method: 'paypal' });
    expect(retry.state).toBe('paid');
    expect((await user(member)).credits).toBe(85);
  });

  it('shows a pending payment as waiting, and grants when the provider later says paid', async () => {
    const member = await oldMember();
    const payment = await buy(server, member.cookie, { package: 'p0', method: 'ideal' }, 'pending');
    expect(payment.state).toBe('pending');
    await providerSays(server, await providerIdOf(server, payment.id), { status: 'paid' });
    expect((await paymentOf(server, member.cookie, payment.id)).state).toBe('paid');
    expect((await user(member)).credits).toBe(85);
  });

  it('names the method on the checkout page as its brand writes it, or in the payer\'s language, and shows the product\'s icon', async () => {
    const member = await oldMember();
    const checkoutPage = async (method: 'ideal' | 'sct', language: string) => {
      const { payment } = paymentResponseSchema.parse((await createPayment(server, member.cookie, { package: 'p0', method })).json());
      return (await server.app.inject({ method: 'GET', url: new URL(payment.checkout_url!).pathname, headers: { 'accept-language': language } })).body;
    };
    const ideal = await checkoutPage('ideal', 'en');
    expect(ideal).toContain('<dd>iDEAL</dd>');
    // The icon the app's pages have, so the browser asks for no /favicon.ico that is not there.
    const icon = /<link rel="icon" href="\/([\w.-]+)" type="image\/svg\+xml">/.exec(ideal)?.[1];
    expect(icon && fs.existsSync(path.join('public', icon))).toBe(true);
    expect(await checkoutPage('sct', 'de')).toContain('<dd>Überweisung</dd>');
  });

  it('creates one payment for a request repeated with its Idempotency-Key', async () => {
    const member = await oldMember();
    const first = await createPayment(server, member.cookie, { package: 'p0', method: 'visa' }, 'same-key-0001');
    const again = await createPayment(server, member.cookie, { package: 'p0', method: 'visa' }, 'same-key-0001');
    expect(again.json()).toEqual(first.json());
    const rows = await server.db.selectFrom('payments').select('id').where('user_id', '=', member.id).execute();
    expect(rows).toHaveLength(1);
  });
});

describe('webhooks', () => {
  it('grant once for ten identical notices at the same moment', async () => {
    const member = await oldMember();
    const created = paymentResponseSchema.parse((await createPayment(server, member.cookie, { package: 'p2', method: 'visa' })).json()).payment;
    const providerId = await providerIdOf(server, created.id);
    await providerSays(server, providerId, { status: 'paid' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => webhook(server, providerId)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(await purchases(server, member.id)).toHaveLength(1);
    expect((await user(member)).credits).toBe(500);
  });

  it('grant nothing for an id the provider does not know, and reveal nothing', async () => {
    const before = await server.db.selectFrom('credit_ledger').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    for (const id of ['tr_sbx0000000000000000', 'tr_forged', "1' or '1'='1"]) expect((await webhook(server, id)).statusCode).toBe(200);
    const after = await server.db.selectFrom('credit_ledger').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('never trust the body: a notice says only that something changed', async () => {
    const member = await oldMember();
    const created = paymentResponseSchema.parse((await createPayment(server, member.cookie, { package: 'p0', method: 'visa' })).json()).payment;
    const providerId = await providerIdOf(server, created.id);
    // The provider still says open: a notice, however it is worded, grants nothing.
    const forged = await server.app.inject({
      method: 'POST', url: '/api/payment-webhook.php', payload: { id: providerId, status: 'paid' }, headers: { 'content-type': 'application/json' },
    });
    expect(forged.statusCode).toBe(200);
    expect((await paymentOf(server, member.cookie, created.id)).state).toBe('open');
    expect(await purchases(server, member.id)).toHaveLength(0);
  });

  it('do not undo a completed payment when an older state arrives late', async () => {
    const member = await oldMember();
    const payment = await buy(server, member.cookie, { package: 'p0', method: 'visa' });
    const providerId = await providerIdOf(server, payment.id);
    for (const status of ['pending', 'open', 'failed', 'canceled', 'expired']) {
      await providerSays(server, providerId, { status });
      await webhook(server, providerId);
      expect((await paymentOf(server, member.cookie, payment.id)).state).toBe('paid');
    }
    expect(await user(member)).toMatchObject({ credits: 85, paid_user: true });
  });
});

describe('refunds and chargebacks (docs/payments.md)', () => {
  it('take back the credits the balance still holds, never below zero, and a chargeback blocks direct debit', async () => {
    const member = await oldMember();
    const payment = await buy(server, member.cookie, { package: 'p0', method: 'visa' });
    // 80 of the 85 credits are spent.
    await server.db.updateTable('users').set({ credits: 5 }).where('id', '=', member.id).execute();
    await server.db.insertInto('credit_ledger').values({ user_id: member.id, amount: -80, reason: 'message', reference: null, idempotency_key: `spent-${member.id}`, created_at: new Date().toISOString() }).execute();
    const providerId = await providerIdOf(server, payment.id);
    await providerSays(server, providerId, { charged_back: payment.amount });
    await webhook(server, providerId);
    expect((await paymentOf(server, member.cookie, payment.id)).state).toBe('charged_back');
    expect(await user(member)).toMatchObject({ credits: 0, paid_user: false });
    const row = await server.db.selectFrom('payments').select('unrecovered_credits').where('id', '=', payment.id).executeTakeFirstOrThrow();
    expect(row.unrecovered_credits).toBe(80);
    const blocked = await server.db.selectFrom('users').select('direct_debit_blocked').where('id', '=', member.id).executeTakeFirstOrThrow();
    expect(blocked.direct_debit_blocked).toBe(1);
  });

  it('keep premium when another purchase stands', async () => {
    const member = await oldMember();
    await buy(server, member.cookie, { package: 'p0', method: 'visa' });
    const second = await buy(server, member.cookie, { package: 'p0', method: 'paypal' });
    const providerId = await providerIdOf(server, second.id);
    await providerSays(server, providerId, { refunded: second.amount });
    await webhook(server, providerId);
    expect(await user(member)).toMatchObject({ credits: 85, paid_user: true });
  });
});

describe('repeat orders', () => {
  it('charge a saved card at once, without the checkout', async () => {
    const member = await oldMember();
    await buy(server, member.cookie, { package: 'p0', method: 'visa' });
    const { saved_methods: saved, last_package: last } = await offer(member);
    expect(saved).toEqual([expect.objectContaining({ method: 'visa', label: 'Visa •••• 4242' })]);
    expect(last).toBe('p0');
    const repeat = paymentResponseSchema.parse((await createPayment(server, member.cookie, { package: 'p1', method: 'visa', saved_method: saved[0]!.id })).json()).payment;
    expect(repeat).toMatchObject({ state: 'paid', checkout_url: null, method_label: 'Visa •••• 4242' });
    expect((await user(member)).credits).toBe(85 + 220);
  });

  it('answer a stored card that fails with a failed payment and nothing granted', async () => {
    const member = await oldMember();
    await buy(server, member.cookie, { package: 'p0', method: 'mastercard' }, 'paid', true);
    const [saved] = (await offer(member)).saved_methods;
    const repeat = paymentResponseSchema.parse((await createPayment(server, member.cookie, { package: 'p0', method: 'mastercard', saved_method: saved!.id })).json()).payment;
    expect(repeat.state).toBe('failed');
    expect((await user(member)).credits).toBe(85);
  });

  it('save the account an iDEAL payment came from as a direct-debit mandate, whose charge waits at the bank as a SEPA debit does', async () => {
    const member = await oldMember();
    await buy(server, member.cookie, { package: 'p0', method: 'ideal' });
    const { saved_methods: saved } = await offer(member);
    expect(saved).toEqual([expect.objectContaining({ method: 'sdd', label: 'NL•• 4300' })]);
    const repeat = paymentResponseSchema.parse((await createPayment(server, member.cookie, { package: 'p0', method: 'ideal', saved_method: saved[0]!.id })).json()).payment;
    expect(repeat).toMatchObject({ method: 'sdd', state: 'pending', checkout_url: null, method_label: 'NL•• 4300' });
    // A direct debit's credits come while the bank collects, as with one made on the direct-debit form.
    expect((await user(member)).credits).toBe(85 + 85);
  });

  it('save nothing of a one-off method (a bank transfer)', async () => {
    const member = await oldMember();
    await buy(server, member.cookie, { package: 'p0', method: 'sct' });
    expect((await offer(member)).saved_methods).toEqual([]);
  });

  it('refuse another member’s saved method', async () => {
    const owner = await oldMember();
    await buy(server, owner.cookie, { package: 'p0', method: 'visa' });
    const [saved] = (await offer(owner)).saved_methods;
    const other = await oldMember();
    const answer = await createPayment(server, other.cookie, { package: 'p0', method: 'visa', saved_method: saved!.id });
    expect(answer.statusCode).toBe(404);
    expect(errorOf(answer).error).toBe('saved_method_unknown');
  });
});

describe('bad input', () => {
  it('is refused with a readable message and creates no payment', async () => {
    const member = await oldMember({ country: 'NL' });
    const cases: [object, number, string][] = [
      [{ package: 'p9', method: 'ideal' }, 400, 'invalid_input'],
      [{ package: 'p0', method: 'blik' }, 400, 'method_unavailable'],
      [{ package: 'p0', method: 'sdd' }, 400, 'method_unavailable'],
      [{ package: 'p0', method: 'ideal', discount_code: 'NOSUCHCODE' }, 404, 'discount_not_found'],
      [{ package: 'p0', method: 'ideal', discount_code: '<script>' }, 400, 'invalid_input'],
    ];
    for (const [body, status, code] of cases) {
      const answer = await createPayment(server, member.cookie, body as never);
      expect(answer.statusCode, JSON.stringify(body)).toBe(status);
      expect(errorOf(answer).error).toBe(code);
      expect(errorOf(answer).message).not.toBe('');
    }
    expect(await server.db.selectFrom('payments').select('id').where('user_id', '=', member.id).execute()).toEqual([]);
  });

  it('shows a member none of another member’s payments', async () => {
    const owner = await oldMember();
    const payment = await buy(server, owner.cookie, { package: 'p0', method: 'visa' });
    const other = await oldMember();
    const answer = await call(server, 'GET', `/api/payment.php?id=${payment.id}`, undefined, other.cookie);
    expect(answer.statusCode).toBe(404);
    const transactions = transactionsResponseSchema.parse((await call(server, 'GET', '/api/transactions.php', undefined, other.cookie)).json());
    expect(transactions.payments).toEqual([]);
  });
});

describe('the transactions', () => {
  it('list the payments and what the credits went on', async () => {
    const member = await oldMember();
    const payment = await buy(server, member.cookie, { package: 'p0', method: 'paysafecard' });
    // paysafecard carries its 5 % fee.
    expect(payment).toMatchObject({ fee: 50, amount: 1049 });
    const failed = await buy(server, member.cookie, { package: 'p1', method: 'ideal' }, 'failed');
    const list = transactionsResponseSchema.parse((await call(server, 'GET', '/api/transactions.php', undefined, member.cookie)).json());
    expect(list.payments.map((p) => [p.id, p.state])).toEqual([[failed.id, 'failed'], [payment.id, 'paid']]);
    expect(list.next).toBeNull();
  });

  it('leave the checkout page of an unknown payment a 404', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/sandbox/checkout/tr_sbx0000000000000000' })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/sandbox/checkout/nonsense' })).statusCode).toBe(404);
  });
});

// A payment answered by the checkout is the same whether the page or the API is asked.
it('keeps the checkout page’s choice once made', async () => {
  const member = await oldMember();
  const created = paymentResponseSchema.parse((await createPayment(server, member.cookie, { package: 'p0', method: 'visa' })).json()).payment;
  await checkout(server, created, 'paid');
  await checkout(server, created, 'failed');
  expect((await paymentOf(server, member.cookie, created.id)).state).toBe('paid');
});

it('answers a provider that is down with a 503 the member can read, and leaves no payment to pay', async () => {
  const down = (): never => {
    throw new ProviderUnavailableError('connect ECONNREFUSED');
  };
  const unreachable: PaymentProvider = {
    name: 'sandbox', createPayment: down, getPayment: down, createCustomer: down, createDirectDebitMandate: down, mandateValid: down, refundPayment: down,
  };
  const other = await startTestServer({}, { payments: unreachable });
  try {
    const member = await activeMember(other);
    const answer = await call(other, 'POST', '/api/payments.php', { package: 'p0', method: 'ideal' }, member.cookie);
    expect(answer.statusCode).toBe(503);
    expect(errorOf(answer)).toMatchObject({ error: 'payment_provider_unavailable', message: PROBLEMS.payment_provider_unavailable.message });
    expect(await other.db.selectFrom('payments').select('state').where('user_id', '=', member.id).execute()).toEqual([{ state: 'failed' }]);
    expect(transactionsResponseSchema.parse((await call(other, 'GET', '/api/transactions.php', undefined, member.cookie)).json()).payments).toEqual([]);
  } finally {
    await other.close();
  }
});

describe('the payment-safety migration', () => {
  it('counts a reversal made before it as the whole purchase, keeps one use per member and code, and reserves the uses of payments still open', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amora-payment-safety-'));
    const database = await freshDatabase(dataDir);
    const db = openDatabase(database.config);
    try {
      await migrateToLatest(db);
      await paymentSafetyMigration.down(db as Kysely<unknown>);
      const at = '2026-11-01T00:00:00.000Z';
      const { id: userId } = await db.insertInto('users')
        .values({ email: 'a@example.org', password_hash: 'x', status: 'active', language: 'en', signup_date: at }).returning('id').executeTakeFirstOrThrow();
      await db.insertInto('discount_codes').values([{ code: 'ONCE', percentage: 10, validity: 'once_per_user', created_at: at }, { code: 'ALWAYS', percentage: 10, validity: 'unlimited', created_at: at }]).execute();
      const pay = (state: PaymentState, code: string | null, paid: boolean) => db.insertInto('payments').values({
        user_id: userId, package_id: 'p0', credits: 85, list_amount: 999, amount: 899, currency: 'EUR', country: 'NL', method: 'ideal', discount_code: code,
        provider: 'sandbox', state, created_at: at, updated_at: at, paid_at: paid ? at : null,
      }).returning('id').executeTakeFirstOrThrow().then((row) => row.id);
      const refunded = await pay('refunded', null, true);
      const twice = [await pay('paid', 'ONCE', true), await pay('paid', 'ONCE', true)];
      const waiting = await pay('open', 'TIMEBONUS25', false);
      await pay('open', 'ALWAYS', false);
      await db.insertInto('discount_uses').values(twice.map((paymentId) => ({ code: 'ONCE', user_id: userId, payment_id: paymentId, created_at: at }))).execute();

      await paymentSafetyMigration.up(db as Kysely<unknown>);
      const reversed = await db.selectFrom('payments').select(['id', 'reversed_credits']).where('reversed_credits', '>', 0).execute();
      expect(reversed).toEqual([{ id: refunded, reversed_credits: 85 }]);
      const uses = await db.selectFrom('discount_uses').select(['code', 'payment_id']).orderBy('code').execute();
      expect(uses).toEqual([{ code: 'ONCE', payment_id: twice[0] }, { code: 'TIMEBONUS25', payment_id: waiting }]);
    } finally {
      await db.destroy();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
