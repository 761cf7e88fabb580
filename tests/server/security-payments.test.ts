import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentResponseSchema, type Payment } from '../../common/api/payments';
import { TIME_BONUS } from '../../common/constants';
import { userResponseSchema } from '../../common/api/user';
import type { PaymentProvider, ProviderPayment } from '../../server/adapters/payments/provider';
import { CHECKOUT_EXPIRES_MS, sandboxProvider } from '../../server/adapters/payments/sandbox';
import { addDiscountCode } from '../../server/db/discounts';
import { spendCredits } from '../../server/domain/payments/credits';
import { startPayment } from '../../server/domain/payments/checkout';
import type { PaymentContext } from '../../server/domain/payments/context';
import { paymentChanged } from '../../server/domain/payments/settlement';
import { startTestServer, type TestServer } from './helpers/test-server';
import { activeMember, call, errorOf, type RealMember } from './helpers/members';
import { buy, createPayment, paymentOf, providerIdOf, providerSays, purchases, webhook } from './helpers/payments';

/**
 * The payment faults of the second probe (issue 32), one describe per fault with its number. Every
 * test here failed on the code before its fix.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A member past the time bonus's four hours, so prices are the list prices (NL: euros). */
async function oldMember(): Promise<RealMember> {
  const member = await activeMember(server, { country: 'NL' });
  await server.db.updateTable('users').set({ signup_date: '2026-01-01T00:00:00.000Z' }).where('id', '=', member.id).execute();
  return member;
}
const user = async (member: RealMember) => userResponseSchema.parse((await call(server, 'GET', '/api/user.php', undefined, member.cookie)).json()).user!;
const paymentRow = (id: number) => server.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const blocked = async (member: RealMember) =>
  (await server.db.selectFrom('users').select('direct_debit_blocked').where('id', '=', member.id).executeTakeFirstOrThrow()).direct_debit_blocked;
/** What the ledger took back for a payment, in order. */
const takenBack = async (payment: Payment) =>
  (await server.db.selectFrom('credit_ledger').select(['amount', 'reason']).where('reference', '=', `payment:${payment.id}`).where('amount', '<', 0).orderBy('id').execute());

async function opened(member: RealMember, body: Parameters<typeof createPayment>[2]): Promise<Payment> {
  const answer = await createPayment(server, member.cookie, body);
  expect(answer.statusCode, answer.body).toBe(201);
  return paymentResponseSchema.parse(answer.json()).payment;
}

/** The use cases as the server runs them, over the test server's database and sandbox, with a logger of the test's own. */
function paymentContext(log: PaymentContext['log'], payments?: PaymentProvider): PaymentContext {
  const sandbox = sandboxProvider(server.db, { now: () => new Date(), onChange: async () => {} });
  return { db: server.db, config: server.config, bus: server.bus, payments: payments ?? sandbox, now: () => new Date(), log };
}

describe('2. a paid webhook is checked against the order', () => {
  it('grants nothing for a p3 order of 89.99 € the provider says was paid with 0.01 €: held for review and logged once', async () => {
    const member = await oldMember();
    const payment = await opened(member, { package: 'p3', method: 'ideal' });
    expect(payment.amount).toBe(8999);
    const providerId = await providerIdOf(server, payment.id);
    await providerSays(server, providerId, { status: 'paid', amount: 1 });
    const warnings: object[] = [];
    const ctx = paymentContext({ warn: (details) => void warnings.push(details) });
    await paymentChanged(ctx, providerId);
    await paymentChanged(ctx, providerId);
    expect(await user(member)).toMatchObject({ credits: 0, paid_user: false });
    expect(await purchases(server, member.id)).toEqual([]);
    expect(await paymentRow(payment.id)).toMatchObject({ state: 'open', paid_at: null, review_reason: expect.stringContaining('0.01 EUR') });
    expect(warnings).toEqual([expect.objectContaining({ payment: payment.id, amount: 1, currency: 'EUR' })]);
  });

  it('grants nothing for an order paid in PLN instead of EUR, also when the member asks on the return page', async () => {
    const member = await oldMember();
    const payment = await opened(member, { package: 'p3', method: 'ideal' });
    const providerId = await providerIdOf(server, payment.id);
    await providerSays(server, providerId, { status: 'paid', currency: 'PLN' });
    expect((await webhook(server, providerId)).statusCode).toBe(200);
    expect((await paymentOf(server, member.cookie, payment.id)).state).toBe('open');
    expect(await user(member)).toMatchObject({ credits: 0, paid_user: false });
    expect((await paymentRow(payment.id)).review_reason).toContain('PLN');
  });
});

describe('3. each refund and chargeback takes back its own share', () => {
  it('a partial refund, then a chargeback of the rest: answered 200, the chargeback takes only what remains and blocks direct debit', async () => {
    const member = await oldMember();
    const payment = await buy(server, member.cookie, { package: 'p0', method: 'visa' });
    const providerId = await providerIdOf(server, payment.id);
    await providerSays(server, providerId, { refunded: 500 });
    expect((await webhook(server, providerId)).statusCode).toBe(200);
    // 5.00 of 9.99 given back: 85 × 500 / 999 = 42.5…, rounded down so the member never loses more than was refunded.
    expect(await user(member)).toMatchObject({ credits: 43, paid_user: true });
    await providerSays(server, providerId, { charged_back: 499 });
    expect((await webhook(server, providerId)).statusCode).toBe(200);
    expect((await webhook(server, providerId)).statusCode).toBe(200);
    expect((await paymentOf(server, member.cookie, payment.id)).state).toBe('charged_back');
    expect(await user(member)).toMatchObject({ credits: 0, paid_user: false });
    expect(await takenBack(payment)).toEqual([{ amount: -42, reason: 'refund' }, { amount: -43, reason: 'chargeback' }]);
    expect(await blocked(member)).toBe(1);
  });

  it('two partial refunds each take back their share, and a notice repeated takes nothing more', async () => {
    const member = await oldMember();
    const payment = await buy(server, member.cookie, { package: 'p0', method: 'visa' });
    const providerId = await providerIdOf(server, payment.id);
    await providerSays(server, providerId, { refunded: 300 });
    await webhook(server, providerId);
    await webhook(server, providerId);
    // 85 × 300 / 999 = 25.5…
    expect((await user(member)).credits).toBe(60);
    await providerSays(server, providerId, { refunded: 600 });
    await webhook(server, providerId);
    await webhook(server, providerId);
    // 85 × 600 / 999 = 51.05…: 26 more.
    expect(await takenBack(payment)).toEqual([{ amount: -25, reason: 'refund' }, { amount: -26, reason: 'refund' }]);
    // Part of the money stays paid: the purchase stands, and premium with it.
    expect(await user(member)).toMatchObject({ credits: 34, paid_user: true });
    expect(await blocked(member)).toBe(0);
  });

  it('a chargeback alone takes back its share as far as the balance holds it, notes the rest, and blocks direct debit', async () => {
    const member = await oldMember();
    const payment = await buy(server, member.cookie, { package: 'p1', method: 'visa' });
    await spendCredits(server.db, { userId: member.id, amount: 200, reason: 'message', key: `spent-${member.id}`, now: new Date() });
    const providerId = await providerIdOf(server, payment.id);
    await providerSays(server, providerId, { charged_back: 1000 });
    expect((await webhook(server, providerId)).statusCode).toBe(200);
    // 220 × 1000 / 2299 = 95.6…: 20 are left to take, 75 were spent.
    expect(await user(member)).toMatchObject({ credits: 0, paid_user: false });
    expect(await paymentRow(payment.id)).toMatchObject({ state: 'charged_back', unrecovered_credits: 75 });
    expect(await blocked(member)).toBe(1);
  });
});

describe('4. a once-per-member discount is reserved when the checkout is made', () => {
  const newCode = (code: string) => addDiscountCode(server.db, {
    code, percentage: 50, minimum_order: null, country: null, user_id: null, expires_at: null, currency: null, payment_methods: null, created_at: new Date().toISOString(),
  });

  /** Each answer made a payment without the code, or was refused because the code is taken. */
  function oneWithCode(answers: Awaited<ReturnType<typeof createPayment>>[], code: string) {
    const made = answers.filter((answer) => answer.statusCode === 201).map((answer) => paymentResponseSchema.parse(answer.json()).payment);
    expect(made.filter((payment) => payment.discount_code === code)).toHaveLength(1);
    for (const answer of answers.filter((candidate) => candidate.statusCode !== 201)) expect(errorOf(answer).error).toBe('discount_used');
  }

  it('three checkouts opened together: one gets TIMEBONUS25', async () => {
    const member = await activeMember(server, { country: 'NL' });
    const answers = await Promise.all([1, 2, 3].map(() => createPayment(server, member.cookie, { package: 'p0', method: 'ideal' })));
    oneWithCode(answers, TIME_BONUS.code);
  });

  it('three payments at once with a 50 % once-per-member code: one gets it', async () => {
    const member = await oldMember();
    await newCode(`HALF${member.id}`);
    const answers = await Promise.all([1, 2, 3].map(() => createPayment(server, member.cookie, { package: 'p3', method: 'ideal', discount_code: `half${member.id}` })));
    oneWithCode(answers, `HALF${member.id}`);
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
  });

  it('is held by a checkout still open, and free again once that payment expires', async () => {
    const member = await oldMember();
    const code = `HOLD${member.id}`;
    await newCode(code);
    const first = await opened(member, { package: 'p0', method: 'ideal', discount_code: code });
    expect(first.discount_code).toBe(code);
    const second = await createPayment(server, member.cookie, { package: 'p0', method: 'ideal', discount_code: code });
    expect([second.statusCode, errorOf(second).error]).toEqual([409, 'discount_used']);
    expect(errorOf(await call(server, 'GET', `/api/discountcode.php?code=${code}`, undefined, member.cookie)).error).toBe('discount_used');

    const providerId = await providerIdOf(server, first.id);
    await providerSays(server, providerId, { status: 'expired' });
    await webhook(server, providerId);
    expect((await call(server, 'GET', `/api/discountcode.php?code=${code}`, undefined, member.cookie)).statusCode).toBe(200);
    expect((await opened(member, { package: 'p0', method: 'ideal', discount_code: code })).amount).toBe(499);
  });

  it('is given back by a sandbox checkout nobody finishes, which expires as a real one does', async () => {
    const member = await oldMember();
    const code = `LEFT${member.id}`;
    await newCode(code);
    const left = await opened(member, { package: 'p0', method: 'ideal', discount_code: code });
    const providerId = await providerIdOf(server, left.id);
    const startedAt = (minutesAgo: number) => providerSays(server, providerId, { created_at: new Date(Date.now() - minutesAgo * 60_000).toISOString() });
    await startedAt(CHECKOUT_EXPIRES_MS / 60_000 - 1);
    expect((await paymentOf(server, member.cookie, left.id)).state).toBe('open');
    await startedAt(CHECKOUT_EXPIRES_MS / 60_000 + 1);
    expect((await paymentOf(server, member.cookie, left.id)).state).toBe('expired');
    expect((await call(server, 'GET', `/api/discountcode.php?code=${code}`, undefined, member.cookie)).statusCode).toBe(200);
  });
});

describe('12. limits on payments, webhooks and discount-code guesses', () => {
  let limited: TestServer;
  let asked = 0;
  /** A provider that takes every payment and counts how often it is asked about one. */
  const provider: PaymentProvider = {
    name: 'sandbox',
    createPayment: async (input): Promise<ProviderPayment> => ({
      id: `tr_limit${input.paymentId}`, status: 'open', amount: input.amount, currency: input.currency, refunded: 0, chargedBack: 0,
      checkoutUrl: 'https://127.0.0.1/checkout', customerId: null, mandateId: null, methodLabel: null,
    }),
    getPayment: async () => {
      asked += 1;
      return null;
    },
    createCustomer: async () => 'cst_limit',
    createDirectDebitMandate: async () => ({ id: 'mdt_limit', label: 'NL•• 0000' }),
    mandateValid: async () => false,
    refundPayment: async () => {
      throw new Error('not asked here');
    },
  };
  beforeAll(async () => {
    limited = await startTestServer({ RATE_LIMITS: 'on' }, { payments: provider });
  });
  afterAll(() => limited.close());

  const refusedForNow = (answer: Awaited<ReturnType<typeof call>>) => {
    expect(answer.statusCode, answer.body).toBe(429);
    expect(errorOf(answer).error).toBe('rate_limited');
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  };

  it('makes at most 20 payments an hour per member', async () => {
    const member = await activeMember(limited);
    for (let payment = 1; payment <= 20; payment += 1) {
      expect((await call(limited, 'POST', '/api/payments.php', { package: 'p0', method: 'visa' }, member.cookie)).statusCode).toBe(201);
    }
    refusedForNow(await call(limited, 'POST', '/api/payments.php', { package: 'p0', method: 'visa' }, member.cookie));
    // Another member is not held up.
    expect((await call(limited, 'POST', '/api/payments.php', { package: 'p0', method: 'visa' }, (await activeMember(limited)).cookie)).statusCode).toBe(201);
  });

  it('checks at most 20 typed discount codes an hour per member, at the checkout too', async () => {
    const member = await activeMember(limited);
    for (let guess = 1; guess <= 10; guess += 1) {
      expect((await call(limited, 'GET', `/api/discountcode.php?code=GUESS${guess}`, undefined, member.cookie)).statusCode).toBe(404);
      expect((await call(limited, 'POST', '/api/payments.php', { package: 'p0', method: 'visa', discount_code: `PAY${guess}` }, member.cookie)).statusCode).toBe(404);
    }
    refusedForNow(await call(limited, 'GET', '/api/discountcode.php?code=GUESS11', undefined, member.cookie));
    // The member's own welcome discount is no guess.
    expect((await call(limited, 'GET', '/api/discountcode.php?welcome=true', undefined, member.cookie)).statusCode).toBe(200);
  });

  it('answers at most 120 webhooks a minute per sending address, and never asks the provider about an id it does not know', async () => {
    for (let notice = 1; notice <= 120; notice += 1) expect((await webhook(limited, `tr_unknown${notice}`)).statusCode).toBe(200);
    refusedForNow(await webhook(limited, 'tr_unknown121'));
    expect(asked).toBe(0);
  });
});

describe('14. the direct-debit limit is one conditional write', () => {
  it('of two repeat debits of 89.99 € at the same moment with the saved account, one is made and the other refused', async () => {
    const member = await oldMember();
    const at = new Date().toISOString();
    await server.db.insertInto('sandbox_mandates').values({ id: `mdt_race${member.id}`, customer_id: `cst_race${member.id}`, method: 'directdebit', label: 'NL•• 4300', status: 'valid', created_at: at }).execute();
    const mandate = await server.db.insertInto('payment_mandates').values({
      user_id: member.id, provider: 'sandbox', customer_id: `cst_race${member.id}`, mandate_id: `mdt_race${member.id}`, method: 'sdd', label: 'NL•• 4300', created_at: at,
    }).returning('id').executeTakeFirstOrThrow();

    // Both requests are let on only once both have asked the provider about the mandate, so they go on side by side.
    const sandbox = sandboxProvider(server.db, { now: () => new Date(), onChange: async () => {} });
    let arrived = 0;
    let letOn: () => void = () => {};
    const together = new Promise<void>((resolve) => {
      letOn = resolve;
    });
    const abreast: PaymentProvider = {
      ...sandbox,
      mandateValid: async (customerId, mandateId) => {
        arrived += 1;
        if (arrived === 2) letOn();
        await together;
        return sandbox.mandateValid(customerId, mandateId);
      },
    };
    const ctx = paymentContext({ warn: () => {} }, abreast);
    const order = { package: 'p3', method: 'sdd', saved_method: mandate.id } as const;
    const both = await Promise.allSettled([1, 2].map(() => startPayment(ctx, member.id, order, { origin: 'http://localhost', locale: 'nl' })));
    expect(both.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(both.find((result) => result.status === 'rejected')).toMatchObject({ reason: { code: 'direct_debit_limit' } });
    expect(await server.db.selectFrom('payments').select('id').where('user_id', '=', member.id).execute()).toHaveLength(1);
  });
});
