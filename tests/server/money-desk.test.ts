import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransactionsResponse } from '../../common/api/payments';
import type { AuditResponse } from '../../common/staff/api';
import type { DiscountListResponse, MoneyResponse, StaffPayment } from '../../common/staff/money';
import { PROBLEMS } from '../../common/problems';
import { ProviderUnavailableError } from '../../server/adapters/payments/provider';
import { startTestServer, type TestServer } from './helpers/test-server';
import { activeMember, call, errorOf, type RealMember } from './helpers/members';
import { buy } from './helpers/payments';
import { setUpStaff, staffCall, type TestStaff } from './helpers/staff';

/**
 * The staff's money desk (issue 35 point 5, docs/staff.md): a member's payments and ledger found by
 * id or address, a refund through the provider with the credits taken back as every refund takes them,
 * a credit correction the member reads in their transactions, and discount codes made and ended, each
 * with its audit row; who may do which, and two staff refunding at once.
 */

let server: TestServer;
let admin: TestStaff;
let moderator: TestStaff;
let support: TestStaff;
const clock = new Date('2026-12-03T10:00:00Z');
const now = () => clock;

beforeAll(async () => {
  server = await startTestServer({ STAFF_IDLE_MINUTES: '1440' }, { now });
  [admin, moderator, support] = [await setUpStaff(server, 'admin', now), await setUpStaff(server, 'moderator', now), await setUpStaff(server, 'support', now)];
});
afterAll(() => server.close());

const money = async (member: string | number, staff = support) => {
  const answer = await staffCall(server, 'GET', `/staff/api/money?member=${encodeURIComponent(String(member))}`, undefined, staff.cookie);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as MoneyResponse;
};
const refund = (payment: StaffPayment, body: object, staff = support) =>
  staffCall(server, 'POST', `/staff/api/payments/${payment.id}/refund`, { amount: payment.refundable, reason: 'Asked within the return window.', refunded_before: payment.refund_requested, ...body }, staff.cookie);
const correct = (member: RealMember, body: object, staff = support) =>
  staffCall(server, 'POST', `/staff/api/members/${member.id}/credits`, { reason: 'A gift that never arrived, given back.', key: randomUUID(), ...body }, staff.cookie);
const balance = async (member: RealMember) => (await server.db.selectFrom('users').select(['credits', 'paid_user']).where('id', '=', member.id).executeTakeFirstOrThrow());
const audit = async (action: string) => ((await staffCall(server, 'GET', `/staff/api/audit?action=${action}`, undefined, admin.cookie)).json() as AuditResponse).entries;
const transactions = async (member: RealMember) => (await call(server, 'GET', '/api/transactions.php', undefined, member.cookie)).json() as TransactionsResponse;

async function paidMember(): Promise<{ member: RealMember; payment: StaffPayment }> {
  const member = await activeMember(server);
  await buy(server, member.cookie, { package: 'p0', method: 'visa' });
  return { member, payment: (await money(member.id)).payments[0]! };
}

describe('looking a member up', () => {
  it('finds them by id or address, with their payments as the provider knows them and their ledger', async () => {
    const { member, payment } = await paidMember();
    const byAddress = await money(member.email.toUpperCase());
    expect(byAddress).toEqual(await money(member.id));
    expect(byAddress.member).toMatchObject({ id: member.id, name: member.name, email: member.email, premium: true, banned: false, deleting: false });
    expect(payment).toMatchObject({ state: 'paid', provider: 'sandbox', provider_id: expect.stringMatching(/^tr_sbx/), refund_requested: 0, refundable: payment.amount });
    expect(byAddress.member.credits).toBe(payment.credits);
  });

  it('answers a member who does not exist with 404, and bad input with 400', async () => {
    for (const member of ['999999', 'nobody@example.org']) {
      const answer = await staffCall(server, 'GET', `/staff/api/money?member=${member}`, undefined, support.cookie);
      expect(answer.statusCode).toBe(404);
      expect(errorOf(answer).error).toBe('staff_member_unknown');
    }
    expect((await staffCall(server, 'GET', '/staff/api/money', undefined, support.cookie)).statusCode).toBe(400);
  });
});

describe('a refund', () => {
  it('gives part of a payment back through the provider, takes back its share of the credits, and keeps premium while part of the purchase stands', async () => {
    const { member, payment } = await paidMember();
    const half = Math.floor(payment.amount / 2);
    const answer = await refund(payment, { amount: half });
    expect(answer.statusCode, answer.body).toBe(200);
    const after = (answer.json() as { payment: StaffPayment }).payment;
    expect(after).toMatchObject({ state: 'refunded', refund_requested: half, refundable: payment.amount - half, reversed_credits: Math.floor((payment.credits * half) / payment.amount) });
    expect(await balance(member)).toMatchObject({ credits: payment.credits - after.reversed_credits, paid_user: 1 });
    // The member sees it as every refund: the payment refunded (how much of it), the credits taken back.
    const seen = await transactions(member);
    expect(seen.payments[0]).toMatchObject({ id: payment.id, state: 'refunded', refunded: half, amount: payment.amount });
    expect(seen.spending[0]).toMatchObject({ reason: 'refund', amount: -after.reversed_credits, note: null });

    const entry = (await audit('payment.refund')).find((row) => row.subject_id === payment.id)!;
    expect(entry).toMatchObject({ staff_id: support.id, staff_role: 'support', subject_type: 'payment', reason: 'Asked within the return window.', details: { member: member.id, amount: half } });

    // The rest: all of it refunded, premium ends.
    expect((await refund(after, {})).statusCode).toBe(200);
    expect(await balance(member)).toMatchObject({ credits: 0, paid_user: 0 });
    expect((await transactions(member)).payments[0]).toMatchObject({ state: 'refunded', refunded: payment.amount });
    expect((await money(member.id)).payments[0]).toMatchObject({ refundable: 0, reversed_credits: payment.credits });
  });

  it('is made once when two staff refund the same payment at once: the second is told, and the provider is asked once', async () => {
    const { member, payment } = await paidMember();
    const answers = await Promise.all([refund(payment, {}), refund(payment, {}, admin)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(errorOf(answers.find((answer) => answer.statusCode === 409)!).error).toBe('staff_decided_already');
    const provider = await server.db.selectFrom('sandbox_payments').select('refunded').where('id', '=', payment.provider_id!).executeTakeFirstOrThrow();
    expect(provider.refunded).toBe(payment.amount);
    expect((await audit('payment.refund')).filter((row) => row.subject_id === payment.id)).toHaveLength(1);
    expect((await balance(member)).credits).toBe(0);
  });

  it('refuses more than is left, a payment never paid, a short reason, and changes nothing', async () => {
    const { member, payment } = await paidMember();
    const tooMuch = await refund(payment, { amount: payment.amount + 1 });
    expect(tooMuch.statusCode).toBe(400);
    expect(errorOf(tooMuch)).toMatchObject({ error: 'staff_refund_too_much', message: `At most ${payment.amount} (minor units) is left to refund of this payment.` });
    expect(errorOf(await refund(payment, { reason: 'because' }))).toMatchObject({ error: 'staff_refund_reason_length' });
    expect((await refund(payment, { amount: 0 })).statusCode).toBe(400);
    expect(errorOf(await refund({ ...payment, id: 999999 }, {}))).toMatchObject({ error: 'staff_payment_unknown' });

    const open = await activeMember(server);
    await buy(server, open.cookie, { package: 'p0', method: 'visa' }, 'canceled');
    const canceled = (await money(open.id)).payments[0]!;
    expect(errorOf(await refund({ ...canceled, refundable: 100 }, {}))).toMatchObject({ error: 'staff_refund_not_paid' });

    expect((await money(member.id)).payments[0]).toEqual(payment);
    expect((await balance(member)).credits).toBe(payment.credits);
  });

  it('gives its claim back when the provider cannot refund, so it can be asked again', async () => {
    const { member, payment } = await paidMember();
    const refundPayment = server.platform.payments.refundPayment;
    server.platform.payments.refundPayment = () => Promise.reject(new ProviderUnavailableError('timeout'));
    try {
      const down = await refund(payment, {});
      expect(down.statusCode).toBe(503);
      expect(errorOf(down)).toMatchObject({ error: 'payment_provider_unavailable', message: PROBLEMS.payment_provider_unavailable.message });
    } finally {
      server.platform.payments.refundPayment = refundPayment;
    }
    expect((await money(member.id)).payments[0]).toMatchObject({ refund_requested: 0, refundable: payment.amount });
    expect((await audit('payment.refund_failed')).find((row) => row.subject_id === payment.id)).toMatchObject({ reason: 'timeout' });
    expect((await refund(payment, {})).statusCode).toBe(200);
  });
});

describe('a credit correction', () => {
  it('gives and takes credits with the reason the member reads in their transactions, made once per form', async () => {
    const member = await activeMember(server);
    const start = (await balance(member)).credits;
    const key = randomUUID();
    const given = await correct(member, { amount: 25, key });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toEqual({ balance: start + 25 });
    // The same form sent again (a double click): made once.
    expect((await correct(member, { amount: 25, key })).json()).toEqual({ balance: start + 25 });
    expect((await correct(member, { amount: -5, reason: 'Counted twice by mistake, taken off.' })).json()).toEqual({ balance: start + 20 });

    const seen = (await transactions(member)).spending;
    expect(seen.slice(0, 2)).toMatchObject([
      { reason: 'correction', amount: -5, note: 'Counted twice by mistake, taken off.' },
      { reason: 'correction', amount: 25, note: 'A gift that never arrived, given back.' },
    ]);
    const rows = (await audit('member.credit_correction')).filter((row) => row.subject_id === member.id);
    expect(rows.map((row) => row.details)).toEqual([{ amount: -5, balance: start + 20 }, { amount: 25, balance: start + 25 }]);
  });

  it('never takes the balance below zero, and refuses a missing reason or nothing to move', async () => {
    const member = await activeMember(server);
    const { credits } = await balance(member);
    const over = await correct(member, { amount: -(credits + 1) });
    expect(over.statusCode).toBe(409);
    expect(errorOf(over)).toMatchObject({ error: 'staff_correction_over_balance', message: `The balance holds only ${credits} credits: take off at most that many.` });
    expect(errorOf(await correct(member, { amount: 5, reason: 'oops' }))).toMatchObject({ error: 'staff_correction_reason_length' });
    expect((await correct(member, { amount: 0 })).statusCode).toBe(400);
    expect((await correct(member, { amount: 10_001 })).statusCode).toBe(400);
    expect(errorOf(await correct({ ...member, id: 999999 }, { amount: 5 }))).toMatchObject({ error: 'staff_member_unknown' });
    expect((await balance(member)).credits).toBe(credits);
  });
});

describe('discount codes', () => {
  const codes = async (state: string) => ((await staffCall(server, 'GET', `/staff/api/discounts?state=${state}`, undefined, support.cookie)).json() as DiscountListResponse).discounts;

  it('are made and ended in the console, audited, and a member can use one only while it is active', async () => {
    const made = await staffCall(server, 'POST', '/staff/api/discounts', { code: 'winter26', percentage: 15, country: 'NL', expires_at: '2027-01-31T23:00:00Z' }, support.cookie);
    expect(made.statusCode, made.body).toBe(201);
    expect((await codes('active')).find((code) => code.code === 'WINTER26')).toMatchObject({ percentage: 15, country: 'NL', ended: false, uses: 0, unlimited: false });

    const member = await activeMember(server, { country: 'NL' });
    const check = () => call(server, 'GET', '/api/discountcode.php?code=WINTER26', undefined, member.cookie);
    expect((await check()).json()).toMatchObject({ discount: { code: 'WINTER26', percentage: 15 } });

    expect((await staffCall(server, 'POST', '/staff/api/discounts/winter26/end', undefined, support.cookie)).statusCode).toBe(200);
    expect((await codes('ended')).map((code) => code.code)).toContain('WINTER26');
    expect((await codes('active')).map((code) => code.code)).not.toContain('WINTER26');
    expect(errorOf(await check()).error).toBe('discount_not_found');
    expect(errorOf(await staffCall(server, 'POST', '/staff/api/discounts/winter26/end', undefined, support.cookie))).toMatchObject({ error: 'staff_discount_unknown' });

    expect((await audit('discount.add')).find((row) => row.details?.code === 'WINTER26')).toMatchObject({ staff_id: support.id });
    expect((await audit('discount.end')).find((row) => row.details?.code === 'WINTER26')).toMatchObject({ staff_id: support.id });
  });

  it('refuses a name taken, and bad input, saying which', async () => {
    await staffCall(server, 'POST', '/staff/api/discounts', { code: 'TAKEN', percentage: 10 }, support.cookie);
    expect(errorOf(await staffCall(server, 'POST', '/staff/api/discounts', { code: 'taken', percentage: 20 }, support.cookie))).toMatchObject({ error: 'staff_discount_exists' });
    for (const body of [{ code: 'x', percentage: 10 }, { code: 'FINE', percentage: 120 }, { code: 'FINE', percentage: 10, country: 'XX' }, { code: 'FINE', percentage: 10, methods: ['cash'] }]) {
      expect((await staffCall(server, 'POST', '/staff/api/discounts', body, support.cookie)).statusCode).toBe(400);
    }
    expect(errorOf(await staffCall(server, 'POST', '/staff/api/discounts', { code: 'FINE', percentage: 10, member: 999999 }, support.cookie))).toMatchObject({ error: 'staff_member_unknown' });
    expect((await codes('active')).map((code) => code.code)).not.toContain('FINE');
  });
});

describe('who may', () => {
  it('lets support and admins read and change money, and no moderator', async () => {
    const { member, payment } = await paidMember();
    for (const [method, url, body] of [
      ['GET', `/staff/api/money?member=${member.id}`],
      ['POST', `/staff/api/payments/${payment.id}/refund`, { amount: 1, reason: 'Asked within the return window.', refunded_before: 0 }],
      ['POST', `/staff/api/members/${member.id}/credits`, { amount: 1, reason: 'A gift that never arrived.', key: randomUUID() }],
      ['GET', '/staff/api/discounts?state=active'],
      ['POST', '/staff/api/discounts', { code: 'MODS', percentage: 10 }],
      ['POST', '/staff/api/discounts/TAKEN/end'],
    ] as const) {
      const answer = await staffCall(server, method, url, body, moderator.cookie);
      expect(answer.statusCode, url).toBe(403);
      expect(errorOf(answer).error).toBe('staff_forbidden');
    }
    expect((await money(member.id)).payments[0]).toEqual(payment);
  });
});
