import { randomUUID } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LOCKOUT } from '../../common/constants';
import type { AuditEntry, AuditResponse } from '../../common/staff/api';
import type { TextQueueResponse } from '../../common/staff/moderation';
import { buildDataArchive } from '../../server/domain/data-requests/archive';
import { newMember, PASSWORD } from './helpers/accounts';
import { startTestServer, type TestServer } from './helpers/test-server';
import { activeMember, call, errorOf, type RealMember } from './helpers/members';
import { buy } from './helpers/payments';
import { codeAt, setUpStaff, STAFF_PASSWORD, staffCall, type TestStaff } from './helpers/staff';

/**
 * The faults of an operator's first day and the third security round (issue 50) that live in the
 * server's rules, one test each; every one of them failed on the code before its fix. The ban form,
 * the jobs' day of retries, the production start and the scripts are tested where they live.
 */

let clock = new Date('2026-12-07T09:00:00Z');
const now = () => clock;
let server: TestServer;
let admin: TestStaff;
let moderator: TestStaff;
let support: TestStaff;

beforeAll(async () => {
  server = await startTestServer({ STAFF_IDLE_MINUTES: '1440' }, { now });
  [admin, moderator, support] = [await setUpStaff(server, 'admin', now), await setUpStaff(server, 'moderator', now), await setUpStaff(server, 'support', now)];
});
afterAll(() => server.close());

const audit = async (query: string) => ((await staffCall(server, 'GET', `/staff/api/audit?${query}`, undefined, admin.cookie)).json() as AuditResponse).entries;
/** Answers of a burst that had their password or code checked: right (200) or wrong (401); the rest were refused unchecked (429). */
const checked = (statuses: number[]) => statuses.filter((status) => status === 200 || status === 401).length;

describe('1. the login lockout under guesses sent together', () => {
  it('checks at most as many member passwords as the lockout allows, the right one sent last among 39 wrong ones included', async () => {
    const member = await activeMember(server);
    const guesses = [...Array.from({ length: 39 }, (_, i) => `wrong guess ${i}`), PASSWORD];
    // Each from an address of its own, as from a botnet: no address is slowed down.
    const answers = await Promise.all(guesses.map((password, i) =>
      server.app.inject({ method: 'POST', url: '/api/user.php', payload: { email: member.email, password }, remoteAddress: `198.51.100.${i + 1}` })));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(checked(statuses)).toBeLessThanOrEqual(LOGIN_LOCKOUT.failures);
    expect(statuses.filter((status) => status === 429)).toHaveLength(guesses.length - checked(statuses));
    const failures = await server.db.selectFrom('login_attempts').select('id').where('user_id', '=', member.id).where('succeeded', '=', 0).execute();
    expect(failures.length).toBeLessThanOrEqual(LOGIN_LOCKOUT.failures);
  });

  it('checks at most as many staff codes, the right code 12th of 16 (the right password with wrong codes)', async () => {
    const staff = await setUpStaff(server, 'support', now);
    clock = new Date(clock.getTime() + 60_000);
    const right = await codeAt(staff.secret, clock);
    const wrong = (i: number) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0');
    const codes = Array.from({ length: 16 }, (_, i) => (i === 11 ? right : wrong(i)));
    const answers = await Promise.all(codes.map((code, i) => server.app.inject({
      method: 'POST', url: '/staff/api/session', payload: { email: staff.email, password: STAFF_PASSWORD, code }, remoteAddress: `203.0.113.${i + 1}`,
    })));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(checked(statuses)).toBeLessThanOrEqual(LOGIN_LOCKOUT.failures);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(codes.length - LOGIN_LOCKOUT.failures);
    // Every guess checked and wrong counts toward the lock; one refused unchecked proved nothing and does not.
    const failures = await server.db.selectFrom('login_attempts').select('id').where('staff_id', '=', staff.id).where('succeeded', '=', 0).execute();
    expect(failures).toHaveLength(statuses.filter((status) => status === 401).length);
  });
});

describe('9. a credit correction sent again with its key and another amount', () => {
  it('is answered 422 with a problem code, and the correction stands as first made', async () => {
    const member = await activeMember(server);
    const correct = (amount: number, key: string) =>
      staffCall(server, 'POST', `/staff/api/members/${member.id}/credits`, { amount, key, reason: 'A gift that never arrived, given back.' }, support.cookie);
    const key = randomUUID();
    expect((await correct(3, key)).statusCode).toBe(200);
    expect((await correct(3, key)).statusCode).toBe(200);
    const other = await correct(4, key);
    expect(other.statusCode).toBe(422);
    expect(errorOf(other)).toMatchObject({ error: 'staff_correction_key_reused', params: { field: 'amount' } });

    const together = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => correct(i + 1, together)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(422)]);
    const { credits } = await server.db.selectFrom('users').select('credits').where('id', '=', member.id).executeTakeFirstOrThrow();
    const given = answers.findIndex((answer) => answer.statusCode === 200) + 1;
    expect(credits).toBe(3 + given);
  });
});

describe('10. a member\'s data export', () => {
  it('holds no message kept back from them: a visitor\'s first message from their profile, never confirmed', async () => {
    const member = await activeMember(server);
    await newMember(server, { profile_id: member.id, signup_message: 'Hello from someone who never confirms' });
    const archive = await buildDataArchive(server.db, server.storage, member.id, clock);
    const json = JSON.parse(strFromU8(unzipSync(archive!)['data.json']!)) as { messages: { body: string }[] };
    expect(json.messages).toEqual([]);
    expect(strFromU8(unzipSync(archive!)['data.json']!)).not.toContain('never confirms');
  });
});

describe('11. staff exports of one member', () => {
  it('are built one at a time, whoever asks: 30 requests at once queue one', async () => {
    const member = await activeMember(server);
    const answers = await Promise.all(Array.from({ length: 30 }, () => staffCall(server, 'POST', `/staff/api/members/${member.id}/export`, undefined, support.cookie)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 202)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(29);
    expect(errorOf(answers.find((answer) => answer.statusCode === 409)!).error).toBe('staff_export_pending');
    const rows = await server.db.selectFrom('data_exports').select('id').where('user_id', '=', member.id).execute();
    expect(rows).toHaveLength(1);
    // An admin asking meanwhile is told the same.
    expect(errorOf(await staffCall(server, 'POST', `/staff/api/members/${member.id}/export`, undefined, admin.cookie)).error).toBe('staff_export_pending');
  });
});

describe('12. the audit log', () => {
  const newest = async (query: string): Promise<AuditEntry> => (await audit(query))[0]!;

  it('records a failed staff login and one the lockout refused, with the address and the account tried, never the password or code', async () => {
    const staff = await setUpStaff(server, 'moderator', now);
    clock = new Date(clock.getTime() + 60_000);
    const tried = { email: staff.email, password: 'a wrong staff password 2026', code: '123456' };
    await server.app.inject({ method: 'POST', url: '/staff/api/session', payload: tried, remoteAddress: '192.0.2.44' });
    const failed = await newest(`action=staff.login_failed&subject_type=staff&subject_id=${staff.id}`);
    expect(failed).toMatchObject({ staff_id: null, ip: '192.0.2.44', subject_type: 'staff', subject_id: staff.id });
    expect(JSON.stringify(failed)).not.toContain(tried.password);
    expect(JSON.stringify(failed)).not.toContain(tried.code);

    await server.app.inject({ method: 'POST', url: '/staff/api/session', payload: { ...tried, email: 'Nobody@Example.org' }, remoteAddress: '192.0.2.45' });
    expect(await newest('action=staff.login_failed')).toMatchObject({ ip: '192.0.2.45', subject_type: null, details: { email: 'nobody@example.org' } });

    for (let i = 1; i < LOGIN_LOCKOUT.failures; i++) await server.app.inject({ method: 'POST', url: '/staff/api/session', payload: tried, remoteAddress: '192.0.2.44' });
    await server.app.inject({ method: 'POST', url: '/staff/api/session', payload: tried, remoteAddress: '192.0.2.46' });
    expect(await newest(`action=staff.login_blocked&subject_id=${staff.id}`)).toMatchObject({ ip: '192.0.2.46', subject_type: 'staff' });
  });

  it('records a call a role may not make (403), and the address of every staff action', async () => {
    const refused = await server.app.inject({ method: 'GET', url: '/staff/api/audit?action=staff.add', headers: { cookie: moderator.cookie }, remoteAddress: '192.0.2.77' });
    expect(refused.statusCode).toBe(403);
    expect(await newest(`action=staff.refused&staff=${moderator.id}`)).toMatchObject({
      staff_role: 'moderator', ip: '192.0.2.77', details: { capability: 'audit.read', call: 'GET /staff/api/audit' },
    });
    const member = await activeMember(server);
    await server.app.inject({
      method: 'POST', url: `/staff/api/members/${member.id}/credits`, headers: { cookie: support.cookie }, remoteAddress: '192.0.2.78',
      payload: { amount: 2, key: randomUUID(), reason: 'A gift that never arrived, given back.' },
    });
    expect(await newest(`action=member.credit_correction&subject_id=${member.id}`)).toMatchObject({ staff_id: support.id, ip: '192.0.2.78' });
  });
});

describe('13. a banned member\'s profile texts', () => {
  it('leave the review queue and its count while the ban stands', async () => {
    const member: RealMember = await activeMember(server);
    expect((await call(server, 'PUT', '/api/profile.php', { about_me: 'Write to me at fast.money@example.org for a deal' }, member.cookie)).statusCode).toBe(200);
    const queue = async () => (await staffCall(server, 'GET', `/staff/api/texts?member=${member.id}`, undefined, moderator.cookie)).json() as TextQueueResponse;
    expect((await queue()).count).toBe(1);
    const ban = await staffCall(server, 'POST', `/staff/api/members/${member.id}/ban`, { reason: 'scam', facts: 'Your profile asks members to write to you elsewhere for money.' }, moderator.cookie);
    expect(ban.statusCode).toBe(200);
    expect(await queue()).toMatchObject({ count: 0, texts: [] });
  });
});

describe('13. a partly refunded payment', () => {
  it('says how much was refunded, to the member and in their data export', async () => {
    const member = await activeMember(server);
    const payment = await buy(server, member.cookie, { package: 'p0', method: 'visa' });
    const half = Math.floor(payment.amount / 2);
    const refunded = await staffCall(server, 'POST', `/staff/api/payments/${payment.id}/refund`, { amount: half, reason: 'Asked within the return window.', refunded_before: 0 }, support.cookie);
    expect(refunded.statusCode, refunded.body).toBe(200);
    const seen = (await call(server, 'GET', `/api/payment.php?id=${payment.id}`, undefined, member.cookie)).json() as { payment: { state: string; refunded: number } };
    expect(seen.payment).toMatchObject({ state: 'refunded', refunded: half });
    const archive = await buildDataArchive(server.db, server.storage, member.id, clock);
    const json = JSON.parse(strFromU8(unzipSync(archive!)['data.json']!)) as { payments: object[] };
    expect(json.payments).toMatchObject([{ id: payment.id, amount: payment.amount, state: 'refunded', refunded_amount: half }]);
  });
});
