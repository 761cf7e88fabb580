import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditResponse, CaseListResponse, StaffCase } from '../../common/staff/api';
import { logIn, PASSWORD } from './helpers/accounts';
import { startTestServer, type TestServer } from './helpers/test-server';
import { jobsDone } from './helpers/jobs';
import { activeMember, call, errorOf, type RealMember } from './helpers/members';
import { mailsTo } from './helpers/sent-mails';
import { setUpStaff, staffCall, type TestStaff } from './helpers/staff';

/**
 * The staff inbox (issue 35 point 4, docs/staff.md): members' reports arrive as cases with their
 * evidence, are taken and decided with a reason the reporter is mailed in their language; a
 * moderator bans from a case, the banned member's objection arrives linked to the ban and is decided
 * by someone else, and lifting restores the account. Decisions are made once.
 */

const clock = new Date('2026-12-03T10:00:00Z');
const now = () => clock;
let server: TestServer;
let admin: TestStaff;
let moderator: TestStaff;
let support: TestStaff;
let reporter: RealMember;
let reported: RealMember;

beforeAll(async () => {
  server = await startTestServer({ STAFF_IDLE_MINUTES: '1440' }, { now, runJobs: true });
  [admin, moderator, support] = [await setUpStaff(server, 'admin', now), await setUpStaff(server, 'moderator', now), await setUpStaff(server, 'support', now)];
  [reporter, reported] = [await activeMember(server, { language: 'nl' }), await activeMember(server)];
});
afterAll(() => server.close());

const cases = async (state: string, staff = support) => (await staffCall(server, 'GET', `/staff/api/cases?state=${state}`, undefined, staff.cookie)).json() as CaseListResponse;
const caseOf = async (reference: string, state: string) => (await cases(state)).cases.find((item) => item.reference === reference);
const decide = (id: number, body: object, staff: TestStaff) => staffCall(server, 'POST', `/staff/api/cases/${id}/decision`, body, staff.cookie);
const complain = async (body: object, cookie?: string) => {
  const answer = await server.app.inject({ method: 'POST', url: '/api/complaints.php', payload: { text: 'He asked me for money for a plane ticket.', ...body }, headers: cookie ? { cookie } : {} });
  expect(answer.statusCode).toBe(201);
  return (answer.json() as { reference: string }).reference;
};
const mailsOfKind = async (address: string, kind: string) => {
  await jobsDone(server, clock);
  return (await mailsTo(server, address)).filter((mail) => mail.kind === kind);
};

describe('a report in the inbox', () => {
  it('arrives new with the reported profile and message, is taken, and is decided once with a reason the reporter is mailed in their language', async () => {
    const sent = await call(server, 'POST', '/api/messages.php', { client_id: randomUUID(), to: reporter.id, kind: 'text', body: 'Send me 500 euros first' }, reported.cookie);
    const messageId = (sent.json() as { message: { id: number } }).message.id;
    const reference = await complain({ reason: 'scam', message: messageId }, reporter.cookie);

    const fresh = (await caseOf(reference, 'open'))!;
    expect(fresh).toMatchObject({
      state: 'open', reason: 'scam', reporter: { member_id: reporter.id, email: reporter.email, language: 'nl' },
      profile: { id: reported.id, name: reported.name, banned: false }, message: { id: messageId, text: 'Send me 500 euros first' },
      objection: null, assigned: null, decision: null,
    });
    expect((await cases('open')).counts.open).toBeGreaterThanOrEqual(1);

    const taken = await staffCall(server, 'POST', `/staff/api/cases/${fresh.id}/take`, undefined, support.cookie);
    expect((taken.json() as { case: StaffCase }).case).toMatchObject({ state: 'in_review', assigned: { id: support.id, email: support.email } });

    const short = await decide(fresh.id, { outcome: 'action_taken', reason: 'ok' }, support);
    expect(errorOf(short)).toMatchObject({ error: 'staff_reason_length', params: { min: 10 } });
    expect(errorOf(await decide(fresh.id, { outcome: 'ban_lifted', reason: 'Not an objection at all.' }, support))).toMatchObject({ error: 'staff_outcome_invalid' });

    const reason = 'Het profiel vroeg om geld; dat is tegen onze regels.';
    const [first, second] = await Promise.all([decide(fresh.id, { outcome: 'action_taken', reason }, support), decide(fresh.id, { outcome: 'no_action', reason }, admin)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect(errorOf([first, second].find((answer) => answer.statusCode === 409)!).error).toBe('staff_decided_already');

    const decided = (await caseOf(reference, 'decided'))!;
    expect(decided.decision).toMatchObject({ reason });
    const mails = await mailsOfKind(reporter.email, 'case_decision');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Ons besluit over ${reference}`);
    expect(mails[0]!.text).toContain(reason);
    expect(mails[0]!.header('content-language')).toBe('nl');

    const audit = (await staffCall(server, 'GET', `/staff/api/audit?subject_type=case&subject_id=${fresh.id}`, undefined, admin.cookie)).json() as AuditResponse;
    expect(audit.entries.map((entry) => entry.action)).toEqual(['case.decide', 'case.take']);
  });
});

describe('a ban from the console and the objection to it', () => {
  it('a moderator bans; the objection arrives linked to the ban; the same moderator may not decide it; another lifts it and the account is back', async () => {
    const target = await activeMember(server);
    const reference = await complain({ reason: 'fake_profile', profile: target.id }, reporter.cookie);
    const item = (await caseOf(reference, 'open'))!;

    const facts = 'The photos on your profile are of a model, found on a stock photo site.';
    const ban = (body: object, staff: TestStaff, id = target.id) => staffCall(server, 'POST', `/staff/api/members/${id}/ban`, body, staff.cookie);
    expect((await ban({ reason: 'fake_profile', facts }, support)).statusCode).toBe(403);
    // No reason, or no facts for the member: refused, and nothing changes.
    expect((await ban({ facts }, moderator)).statusCode).toBe(400);
    expect(errorOf(await ban({ reason: 'fake_profile', facts: ' too short ' }, moderator))).toMatchObject({
      error: 'staff_ban_facts_length', message: 'Write the facts the member is told in 20 to 1000 characters.', params: { field: 'facts' },
    });
    expect((await logIn(server, target.email, PASSWORD)).statusCode).toBe(200);
    expect((await ban({ reason: 'fake_profile', facts }, moderator)).statusCode).toBe(200);
    expect(errorOf(await ban({ reason: 'scam', facts }, moderator)).error).toBe('staff_banned_already');
    expect((await ban({ reason: 'scam', facts }, moderator, 999999)).statusCode).toBe(404);
    expect(errorOf(await logIn(server, target.email, PASSWORD)).error).toBe('account_banned');
    const banMails = await mailsOfKind(target.email, 'ban');
    expect(banMails).toHaveLength(1);
    // In the member's language (Dutch here), the reason chosen and the facts as written.
    expect(banMails[0]!.text).toContain(`een nep- of misleidend profiel. Wat we hebben vastgesteld: ‘${facts}’`);
    expect((await caseOf(reference, 'open'))!.profile).toMatchObject({ banned: true });
    await decide(item.id, { outcome: 'action_taken', reason: 'We closed the fake profile you reported.' }, moderator);

    // The banned member objects through the complaints form, as a visitor with their address.
    const objection = await complain({ reason: 'other', email: target.email, text: 'This is really me, I can show my passport.' });
    const filed = (await caseOf(objection, 'open'))!;
    expect(filed.objection).toMatchObject({ member_id: target.id, ban_reason: 'fake_profile', ban_facts: facts, banned_by: moderator.id, banned_by_email: moderator.email });

    const own = await decide(filed.id, { outcome: 'ban_lifted', reason: 'I was wrong about this one.' }, moderator);
    expect(own.statusCode).toBe(403);
    expect(errorOf(own).error).toBe('staff_objection_own_ban');
    expect(errorOf(await decide(filed.id, { outcome: 'ban_lifted', reason: 'Support may not lift bans.' }, support)).error).toBe('staff_forbidden');
    expect(errorOf(await decide(filed.id, { outcome: 'no_action', reason: 'A report outcome on an objection.' }, admin)).error).toBe('staff_outcome_invalid');

    const lifted = await decide(filed.id, { outcome: 'ban_lifted', reason: 'Your passport shows the profile is yours.' }, admin);
    expect(lifted.statusCode).toBe(200);
    expect((await logIn(server, target.email, PASSWORD)).statusCode).toBe(200);
    const told = await mailsOfKind(target.email, 'case_decision');
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('you can log in again');

    const audit = (await staffCall(server, 'GET', `/staff/api/audit?subject_type=member&subject_id=${target.id}`, undefined, admin.cookie)).json() as AuditResponse;
    expect(audit.entries.map((entry) => [entry.action, entry.staff_id])).toEqual([['member.lift_ban', admin.id], ['member.ban', moderator.id]]);
  });

  it('an objection to a ban from the command line may be decided by anyone who may ban', async () => {
    const target = await activeMember(server);
    const { banMember } = await import('../../server/domain/staff/bans');
    await banMember({ db: server.db, jobs: server.jobs }, null, target.id, { reason: 'scam', facts: 'You asked members for money.' }, clock);
    const objection = await complain({ reason: 'other', email: target.email, text: 'I never asked anyone for money.' });
    const filed = (await caseOf(objection, 'open'))!;
    expect(filed.objection).toMatchObject({ member_id: target.id, banned_by: null });
    expect((await decide(filed.id, { outcome: 'ban_upheld', reason: 'Three members reported the same request for money.' }, moderator)).statusCode).toBe(200);
    expect(errorOf(await logIn(server, target.email, PASSWORD)).error).toBe('account_banned');
  });
});

describe('who may use the inbox', () => {
  it('every role reads and decides reports; an unknown case is 404; a bad state is 400', async () => {
    for (const staff of [admin, moderator, support]) expect((await staffCall(server, 'GET', '/staff/api/cases?state=open', undefined, staff.cookie)).statusCode).toBe(200);
    expect((await staffCall(server, 'POST', '/staff/api/cases/999999/take', undefined, support.cookie)).statusCode).toBe(404);
    expect((await staffCall(server, 'GET', '/staff/api/cases?state=closed', undefined, support.cookie)).statusCode).toBe(400);
  });
});
