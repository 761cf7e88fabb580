import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { directDebitStartedSchema, paymentResponseSchema, type DirectDebitRequest, type Payment } from '../../common/api/payments';
import { PROBLEMS } from '../../common/problems';
import { userResponseSchema } from '../../common/api/user';
import type { PaymentProvider } from '../../server/adapters/payments/provider';
import { SEPA_SETTLE_MS, sandboxProvider } from '../../server/adapters/payments/sandbox';
import { createSmsSender, SmsUnavailableError } from '../../server/adapters/sms';
import { loadConfig } from '../../server/config/config';
import { confirmDirectDebit } from '../../server/domain/payments/direct-debit';
import { startTestServer, type TestServer } from './helpers/test-server';
import { activeMember, call, errorOf, type RealMember } from './helpers/members';
import { paymentOf, providerIdOf, providerSays, purchases, webhook } from './helpers/payments';

/** Paying by SEPA direct debit: the form, the texted code, the mandate and payment, the limit and the block. */

let server: TestServer;
let clock = Date.now();
beforeAll(async () => {
  server = await startTestServer({}, { now: () => new Date(clock) });
});
afterAll(() => server.close());

const MINUTE = 60_000;
let phones = 0;

/** An NL mobile number of its own per request, so each test finds its own texts. */
function form(overrides: Partial<DirectDebitRequest> = {}): DirectDebitRequest {
  phones += 1;
  return { package: 'p1', holder: 'Eva Jansen', iban: 'NL91 ABNA 0417 1643 00', phone: `06 ${10_000_000 + phones}`, ...overrides };
}
const e164 = (typed: string) => `+316${typed.replace(/\D/g, '').slice(2)}`;

/** The texts written for a number, oldest first: what follows the To: line. */
function textsTo(phone: string): string[] {
  const dir = server.config.payments.smsDir;
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).sort().map((name) => fs.readFileSync(path.join(dir, name), 'utf8'))
    .filter((file) => file.startsWith(`To: ${phone}\n\n`)).map((file) => file.split('\n\n')[1]!);
}
const smsCount = () => (fs.existsSync(server.config.payments.smsDir) ? fs.readdirSync(server.config.payments.smsDir).length : 0);
const codeIn = (text: string) => /\b\d{6}\b/.exec(text)![0];

const start = (member: RealMember, body: object) => call(server, 'POST', '/api/directdebit.php', body, member.cookie);
const confirm = (member: RealMember, verification: number, code: string) => call(server, 'PUT', '/api/directdebit.php', { verification, code }, member.cookie);

/** The form sent and the code read from its text. */
async function started(member: RealMember, body = form()) {
  const answer = await start(member, body);
  expect(answer.statusCode, answer.body).toBe(201);
  const { verification, phone } = directDebitStartedSchema.parse(answer.json());
  return { verification, phone, code: codeIn(textsTo(e164(body.phone)).at(-1)!) };
}

/** A whole direct debit of a package: its payment. */
async function debit(member: RealMember, pkg: DirectDebitRequest['package']): Promise<Payment> {
  const { verification, code } = await started(member, form({ package: pkg }));
  const answer = await confirm(member, verification, code);
  expect(answer.statusCode, answer.body).toBe(201);
  return paymentResponseSchema.parse(answer.json()).payment;
}

/** A member past the time bonus's four hours, so prices are the list prices. */
async function oldMember(overrides = {}) {
  const member = await activeMember(server, { country: 'NL', language: 'nl', ...overrides });
  await server.db.updateTable('users').set({ signup_date: '2026-01-01T00:00:00.000Z' }).where('id', '=', member.id).execute();
  return member;
}
const user = async (member: RealMember) => userResponseSchema.parse((await call(server, 'GET', '/api/user.php', undefined, member.cookie)).json()).user!;
const requestsOf = (member: RealMember) => server.db.selectFrom('direct_debit_requests').selectAll().where('user_id', '=', member.id).orderBy('id').execute();
const paymentsOf = (member: RealMember) => server.db.selectFrom('payments').selectAll().where('user_id', '=', member.id).execute();
const mandatesOf = (member: RealMember) => server.db.selectFrom('payment_mandates').selectAll().where('user_id', '=', member.id).execute();
const blocked = async (member: RealMember) =>
  (await server.db.selectFrom('users').select('direct_debit_blocked').where('id', '=', member.id).executeTakeFirstOrThrow()).direct_debit_blocked;

describe('a direct debit', () => {
  it('texts a code, refuses a wrong one, and with the right one debits the package, granting its credits at once', async () => {
    const member = await oldMember();
    const body = form({ package: 'p1' });
    const answer = await start(member, body);
    expect(answer.statusCode, answer.body).toBe(201);
    const { verification, phone } = directDebitStartedSchema.parse(answer.json());
    expect(phone).toMatch(/^\+31 6•••••\d{3}$/);
    expect(phone.slice(-3)).toBe(body.phone.slice(-3));

    // The text, in the member's language (nl writes € 22,99), with the code; only its hash is kept.
    const [text] = textsTo(e164(body.phone));
    expect(text).toContain(new Intl.NumberFormat('nl', { style: 'currency', currency: 'EUR' }).format(22.99));
    const code = codeIn(text!);
    const [request] = await requestsOf(member);
    expect(request).toMatchObject({ id: verification, package_id: 'p1', iban: 'NL91ABNA0417164300', holder: 'Eva Jansen', phone: e164(body.phone), attempts: 0, payment_id: null });
    expect(request!.code_hash).toBe(createHash('sha256').update(code).digest('hex'));
    expect(Date.parse(request!.expires_at) - Date.parse(request!.created_at)).toBe(10 * MINUTE);

    const wrong = await confirm(member, verification, code === '000000' ? '000001' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong)).toMatchObject({ error: 'sms_code_invalid', message: 'Code invalid' });
    expect(await paymentsOf(member)).toEqual([]);
    expect(await mandatesOf(member)).toEqual([]);

    const right = await confirm(member, verification, code);
    expect(right.statusCode, right.body).toBe(201);
    const { payment } = paymentResponseSchema.parse(right.json());
    expect(payment).toMatchObject({ package: 'p1', method: 'sdd', state: 'pending', amount: 2299, currency: 'EUR', credits: 220, checkout_url: null, method_label: 'NL•• 4300' });
    expect(await user(member)).toMatchObject({ credits: 220, paid_user: true });
    expect(await mandatesOf(member)).toEqual([expect.objectContaining({ method: 'sdd', label: 'NL•• 4300', revoked_at: null })]);
    // The mandate holds the IBAN now: the request keeps it masked only.
    expect((await requestsOf(member))[0]).toMatchObject({ iban: 'NL•• 4300', payment_id: payment.id });

    // A code does its work once.
    expect(errorOf(await confirm(member, verification, code)).error).toBe('payment_unknown');
    expect(await paymentsOf(member)).toHaveLength(1);
  });

  it('texts the price after the active discount (the time bonus of a new member)', async () => {
    const member = await activeMember(server, { country: 'NL', language: 'de' });
    const body = form({ package: 'p0' });
    await started(member, body);
    expect(textsTo(e164(body.phone))[0]).toContain(new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' }).format(7.49));
  });

  it('confirms once when the right code is sent twice at once, with a provider that takes its time', async () => {
    const member = await oldMember();
    const { verification, code } = await started(member);
    const sandbox = sandboxProvider(server.db, { now: () => new Date(clock), onChange: async () => {} });
    const slow: PaymentProvider = { ...sandbox, createDirectDebitMandate: (input) => delay(50).then(() => sandbox.createDirectDebitMandate(input)) };
    const ctx = { db: server.db, config: server.config, bus: server.bus, payments: slow, now: () => new Date(clock), log: { warn: () => {} } };
    const both = await Promise.allSettled([1, 2].map(() => confirmDirectDebit(ctx, member.id, { verification, code }, 'http://localhost')));
    expect(both.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(both.find((result) => result.status === 'rejected')).toMatchObject({ reason: { code: 'payment_unknown' } });
    expect(await paymentsOf(member)).toHaveLength(1);
    expect(await mandatesOf(member)).toHaveLength(1);
  });

  it('is settled by the bank after a while, without granting twice', async () => {
    const member = await oldMember();
    const payment = await debit(member, 'p0');
    clock += SEPA_SETTLE_MS + 1000;
    expect((await paymentOf(server, member.cookie, payment.id)).state).toBe('paid');
    expect(await purchases(server, member.id)).toHaveLength(1);
    expect((await user(member)).credits).toBe(85);
  });

  it('that comes back takes the credits back and blocks direct debit', async () => {
    const member = await oldMember();
    const payment = await debit(member, 'p0');
    const providerId = await providerIdOf(server, payment.id);
    await providerSays(server, providerId, { status: 'failed' });
    expect((await webhook(server, providerId)).statusCode).toBe(200);
    expect((await paymentOf(server, member.cookie, payment.id)).state).toBe('failed');
    expect(await user(member)).toMatchObject({ credits: 0, paid_user: false });
    expect(await blocked(member)).toBe(1);
    expect(errorOf(await start(member, form())).error).toBe('direct_debit_blocked');
  });
});

describe('the code', () => {
  it('ends after 10 minutes', async () => {
    const member = await oldMember();
    const { verification, code } = await started(member);
    clock += 10 * MINUTE;
    const late = await confirm(member, verification, code);
    expect(late.statusCode).toBe(410);
    expect(errorOf(late).error).toBe('sms_code_expired');
    expect(await paymentsOf(member)).toEqual([]);
  });

  it('takes five attempts; after them even the right code asks for a new one', async () => {
    const member = await oldMember();
    const { verification, code } = await started(member);
    const wrong = code === '999999' ? '999998' : '999999';
    for (let attempt = 1; attempt <= 5; attempt += 1) expect(errorOf(await confirm(member, verification, wrong)).error).toBe('sms_code_invalid');
    const sixth = await confirm(member, verification, code);
    expect(sixth.statusCode).toBe(410);
    expect(errorOf(sixth).error).toBe('sms_code_expired');
    expect(await paymentsOf(member)).toEqual([]);
    expect((await requestsOf(member))[0]!.attempts).toBe(5);
  });

  it('ends when a new one is asked for; the new one works', async () => {
    const member = await oldMember();
    const first = await started(member);
    const second = await started(member);
    expect(errorOf(await confirm(member, first.verification, first.code)).error).toBe('sms_code_expired');
    expect((await confirm(member, second.verification, second.code)).statusCode).toBe(201);
  });

  it('of another member is unknown, and tells nothing', async () => {
    const owner = await oldMember();
    const { verification, code } = await started(owner);
    const other = await oldMember();
    const answer = await confirm(other, verification, code);
    expect(answer.statusCode).toBe(404);
    expect(errorOf(answer).error).toBe('payment_unknown');
    expect((await requestsOf(owner))[0]!.attempts).toBe(0);
  });
});

describe('the form', () => {
  it('is refused with its own code for each wrong input, storing nothing and texting nothing', async () => {
    const member = await oldMember();
    const pl = await oldMember({ country: 'PL', language: 'pl' });
    const us = await oldMember({ country: 'US', language: 'en' });
    const cases: [RealMember, object, number, string][] = [
      [member, form({ iban: 'NL91 ABNA 0417 1643 01' }), 400, 'invalid_iban'],
      [member, form({ iban: 'TR33 0006 1005 1978 6457 8413 26' }), 400, 'iban_country'],
      [member, form({ phone: '06 1234' }), 400, 'invalid_phone'],
      [member, form({ phone: '0151 23456789' }), 400, 'invalid_phone'],
      [member, form({ holder: 'Eva\u202EJansen' }), 400, 'invalid_characters'],
      [member, form({ holder: 'E' }), 400, 'invalid_input'],
      [member, { ...form(), package: 'p9' }, 400, 'invalid_input'],
      [pl, form({ phone: '+48 512 345 678' }), 400, 'method_unavailable'],
      [us, form({ phone: '+1 212 555 0123' }), 400, 'method_unavailable'],
    ];
    const texts = smsCount();
    for (const [who, body, status, code] of cases) {
      const answer = await start(who, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(status);
      expect(errorOf(answer).error, JSON.stringify(body)).toBe(code);
    }
    for (const who of [member, pl, us]) expect(await requestsOf(who)).toEqual([]);
    expect(smsCount()).toBe(texts);
  });

  it('takes a phone of another country with its own +code', async () => {
    const member = await oldMember();
    const answer = await start(member, form({ phone: '+49 151 23456789' }));
    expect(answer.statusCode, answer.body).toBe(201);
    expect(directDebitStartedSchema.parse(answer.json()).phone).toBe('+49 1•••••••789');
  });

  it('is refused for a member blocked for direct debit, also when the code comes', async () => {
    const member = await oldMember();
    const { verification, code } = await started(member);
    await server.db.updateTable('users').set({ direct_debit_blocked: 1 }).where('id', '=', member.id).execute();
    const texts = smsCount();
    const answer = await start(member, form());
    expect(answer.statusCode).toBe(403);
    expect(errorOf(answer)).toMatchObject({ error: 'direct_debit_blocked', message: 'Your account is blocked for direct debit payments.' });
    expect(smsCount()).toBe(texts);
    expect(errorOf(await confirm(member, verification, code)).error).toBe('direct_debit_blocked');
    expect(await paymentsOf(member)).toEqual([]);
  });
});

describe('the limit of 150 € in 30 days', () => {
  it('refuses a package beyond it and takes a cheaper one that fits', async () => {
    const member = await oldMember();
    await debit(member, 'p3');
    await debit(member, 'p2');
    // 89.99 + 44.99 paid: 22.99 more is beyond 150, 9.99 is not.
    const beyond = await start(member, form({ package: 'p1' }));
    expect(beyond.statusCode).toBe(403);
    expect(errorOf(beyond)).toMatchObject({
      error: 'direct_debit_limit', message: 'Your limit for direct debit payments has been reached. Please try later, a cheaper package or another payment method.',
    });
    expect(await requestsOf(member)).toHaveLength(2);
    const fits = await debit(member, 'p0');
    expect(fits.state).toBe('pending');
  });

  it('is checked again when the code comes', async () => {
    const member = await oldMember();
    const first = await started(member, form({ package: 'p3' }));
    // Another debit of the member's was made meanwhile (another device).
    await server.db.insertInto('payments').values({
      user_id: member.id, package_id: 'p2', credits: 500, list_amount: 8000, amount: 8000, currency: 'EUR', country: 'NL', method: 'sdd',
      provider: 'sandbox', state: 'pending', created_at: new Date(clock).toISOString(), updated_at: new Date(clock).toISOString(),
    }).execute();
    expect(errorOf(await confirm(member, first.verification, first.code)).error).toBe('direct_debit_limit');
    expect(await mandatesOf(member)).toEqual([]);
  });

  it('holds for a repeat order with the saved account as for a new mandate, and so does the block', async () => {
    const member = await oldMember();
    await debit(member, 'p3');
    const [mandate] = await mandatesOf(member);
    const repeat = (pkg: DirectDebitRequest['package']) =>
      call(server, 'POST', '/api/payments.php', { package: pkg, method: 'sdd', saved_method: mandate!.id }, member.cookie);
    expect(errorOf(await repeat('p3')).error).toBe('direct_debit_limit');
    expect((await repeat('p2')).statusCode).toBe(201);
    await server.db.updateTable('users').set({ direct_debit_blocked: 1 }).where('id', '=', member.id).execute();
    expect(errorOf(await repeat('p0')).error).toBe('direct_debit_blocked');
    expect(await paymentsOf(member)).toHaveLength(2);
  });

  it('leaves out debits older than 30 days', async () => {
    const member = await oldMember();
    await debit(member, 'p3');
    await debit(member, 'p2');
    // Moved back rather than the clock forward: the session would end after 30 days.
    const before = new Date(clock - 30 * 24 * 60 * MINUTE - MINUTE).toISOString();
    await server.db.updateTable('payments').set({ created_at: before }).where('user_id', '=', member.id).execute();
    expect((await start(member, form({ package: 'p3' }))).statusCode).toBe(201);
  });
});

it('texts at most 5 codes an hour, counting only forms that passed', async () => {
  const limited = await startTestServer({ RATE_LIMITS: 'on' });
  try {
    const member = await activeMember(limited, { country: 'NL' });
    const postDebit = (body: object) => call(limited, 'POST', '/api/directdebit.php', body, member.cookie);
    expect((await postDebit(form({ iban: 'NL00 0000' }))).statusCode).toBe(400);
    for (let text = 1; text <= 5; text += 1) expect((await postDebit(form())).statusCode).toBe(201);
    const sixth = await postDebit(form());
    expect(sixth.statusCode).toBe(429);
    expect(errorOf(sixth).error).toBe('rate_limited');
  } finally {
    await limited.close();
  }
});

describe('the SMS gateway (SMS_URL)', () => {
  afterEach(() => vi.unstubAllGlobals());
  const config = (url: string) => loadConfig({ DATA_DIR: server.dataDir, SMS_URL: url });
  const log = { info: () => {} };

  it('takes each text as JSON, with the address’s credentials as Basic authorization', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 202 }));
    vi.stubGlobal('fetch', fetch);
    await createSmsSender(config('https://amora:s%3Acret@sms.example/send'), log).send({ to: '+31612345678', text: 'Hi', kind: 'test' });
    const [url, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit];
    expect(url.href).toBe('https://sms.example/send');
    expect(JSON.parse(String(init.body))).toEqual({ to: '+31612345678', text: 'Hi' });
    expect((init.headers as Record<string, string>).authorization).toBe(`Basic ${Buffer.from('amora:s:cret').toString('base64')}`);
  });

  it('that refuses or cannot be reached is an SmsUnavailableError', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 502 })));
    await expect(createSmsSender(config('https://sms.example/send'), log).send({ to: '+31612345678', text: 'Hi', kind: 'test' })).rejects.toBeInstanceOf(SmsUnavailableError);
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('fetch failed'))));
    await expect(createSmsSender(config('https://sms.example/send'), log).send({ to: '+31612345678', text: 'Hi', kind: 'test' })).rejects.toBeInstanceOf(SmsUnavailableError);
  });

  it('that is down answers the form with a 503 and stores nothing', async () => {
    const down = await startTestServer({ SMS_URL: 'https://127.0.0.1:1/send' });
    try {
      const member = await activeMember(down, { country: 'NL' });
      const answer = await call(down, 'POST', '/api/directdebit.php', form(), member.cookie);
      expect(answer.statusCode).toBe(PROBLEMS.payment_provider_unavailable.status);
      // Said as what it is, so the member knows to try again later.
      expect(errorOf(answer)).toMatchObject({ error: 'payment_provider_unavailable', message: PROBLEMS.payment_provider_unavailable.message });
      expect(await down.db.selectFrom('direct_debit_requests').select('id').execute()).toEqual([]);
    } finally {
      await down.close();
    }
  });
});
