import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditResponse } from '../../common/staff/api';
import type { TextQueueResponse } from '../../common/staff/moderation';
import { startTestServer, type TestServer } from './helpers/test-server';
import { activeMember, call, errorOf, type RealMember } from './helpers/members';
import { mailsTo } from './helpers/sent-mails';
import { setUpStaff, staffCall, type TestStaff } from './helpers/staff';

/**
 * Profile texts in the moderation queue (issue 35 point 3, docs/staff.md): an about-me or name that
 * matches the word list, or a reported profile's texts, wait for a moderator; a rejection takes the
 * text off and tells the member why in their language; each decision is made once and audited.
 */

const clock = new Date('2026-12-02T08:00:00Z');
const now = () => clock;
let server: TestServer;
let moderator: TestStaff;
let admin: TestStaff;

beforeAll(async () => {
  server = await startTestServer({ STAFF_IDLE_MINUTES: '1440' }, { now, runJobs: true });
  [moderator, admin] = [await setUpStaff(server, 'moderator', now), await setUpStaff(server, 'admin', now)];
});
afterAll(() => server.close());

const queue = async () => (await staffCall(server, 'GET', '/staff/api/texts', undefined, moderator.cookie)).json() as TextQueueResponse;
const waitingOf = async (member: RealMember) => (await queue()).texts.filter((text) => text.member.id === member.id);
const decide = (id: number, body: object, staff = moderator) => staffCall(server, 'POST', `/staff/api/texts/${id}/decision`, body, staff.cookie);
const writeAbout = (member: RealMember, about: string) => call(server, 'PUT', '/api/profile.php', { about_me: about }, member.cookie);
const profileOf = (member: RealMember) => server.db.selectFrom('profiles').select(['name', 'about_me']).where('id', '=', member.id).executeTakeFirstOrThrow();
const mailOf = async (member: RealMember, kind: string) => {
  await expect.poll(async () => (await mailsTo(server, member.email)).filter((mail) => mail.kind === kind).length).toBeGreaterThan(0);
  return (await mailsTo(server, member.email)).filter((mail) => mail.kind === kind);
};

describe('profile texts in the queue', () => {
  it('queues an about-me the word list flags, and leaves a clean one alone', async () => {
    const member = await activeMember(server, { language: 'de' });
    expect((await writeAbout(member, 'I love hiking and cooking for friends.')).statusCode).toBe(200);
    expect(await waitingOf(member)).toEqual([]);
    expect((await writeAbout(member, 'Schreib mir auf WhatsApp: +49 151 2345 6789')).statusCode).toBe(200);
    expect(await waitingOf(member)).toEqual([expect.objectContaining({
      field: 'about_me', cause: 'word_list', matched: 'phone number', text: 'Schreib mir auf WhatsApp: +49 151 2345 6789',
      member: expect.objectContaining({ id: member.id, name: member.name }),
    })]);
    // A name is looked at as the account is made.
    const named = await activeMember(server, { name: 'SugarDaddy Max' });
    expect(await waitingOf(named)).toEqual([expect.objectContaining({ field: 'name', cause: 'word_list', matched: 'paid sex', text: 'SugarDaddy Max' })]);
    // Seen while it waits: texts are moderated after, not before.
    expect((await profileOf(member)).about_me).toBe('Schreib mir auf WhatsApp: +49 151 2345 6789');
  });

  it('rejecting takes the about-me off and tells the member why in their language, once; the audit log has it', async () => {
    const member = await activeMember(server, { language: 'de' });
    await writeAbout(member, 'Mehr Fotos auf www.annas-bilder.example');
    const [waiting] = await waitingOf(member);
    expect((await decide(waiting!.id, { decision: 'reject', reason: 'contact_details' })).statusCode).toBe(200);
    // Another moderator a moment later: decided already, nothing changes, no second mail.
    expect(errorOf(await decide(waiting!.id, { decision: 'approve' }, admin))).toMatchObject({ error: 'staff_decided_already' });
    expect((await profileOf(member)).about_me).toBeNull();
    const mails = await mailOf(member, 'text_rejected');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Dein Profiltext wurde nicht freigegeben');
    const [mail] = mails;
    expect(mail!.text).toContain('er enthält Kontaktdaten oder Links');
    const audit = (await staffCall(server, 'GET', `/staff/api/audit?action=text.reject&subject_id=${member.id}`, undefined, admin.cookie)).json() as AuditResponse;
    expect(audit.entries).toEqual([expect.objectContaining({ staff_id: moderator.id, subject_type: 'member', reason: 'contact_details', details: { review: waiting!.id, field: 'about_me' } })]);
    expect(await waitingOf(member)).toEqual([]);
  });

  it("queues a reported profile's name and about-me; approving leaves them; rejecting a name gives a neutral one", async () => {
    const [reporter, reported] = [await activeMember(server), await activeMember(server, { language: 'fr' })];
    await writeAbout(reported, 'Je cherche quelqu’un de sincère.');
    const report = await call(server, 'POST', '/api/complaints.php', { reason: 'fake_profile', profile: reported.id, text: 'These photos are of a model.' }, reporter.cookie);
    expect(report.statusCode).toBe(201);
    const waiting = await waitingOf(reported);
    expect(waiting.map((text) => [text.field, text.cause, text.matched])).toEqual([['name', 'reported', null], ['about_me', 'reported', null]]);

    expect((await decide(waiting[1]!.id, { decision: 'approve' })).statusCode).toBe(200);
    expect((await decide(waiting[0]!.id, { decision: 'reject', reason: 'offensive' })).statusCode).toBe(200);
    expect(await profileOf(reported)).toEqual({ name: `member${reported.id}`, about_me: 'Je cherche quelqu’un de sincère.' });
    const [mail] = await mailOf(reported, 'text_rejected');
    expect(mail!.subject).toBe('Votre nom d’utilisateur n’a pas été approuvé');
    expect(mail!.text).toContain(`Les autres membres vous voient désormais sous le nom member${reported.id}.`);
  });

  it('refuses a rejection without a reason, a review that does not exist, and staff who do not moderate', async () => {
    const member = await activeMember(server);
    await writeAbout(member, 'Add me on telegram');
    const [waiting] = await waitingOf(member);
    expect(errorOf(await decide(waiting!.id, { decision: 'reject' }))).toMatchObject({ error: 'staff_reason_required' });
    expect((await decide(waiting!.id, { decision: 'reject', reason: 'nudity' })).statusCode).toBe(400);
    expect(errorOf(await decide(2_000_000_000, { decision: 'approve' }))).toMatchObject({ error: 'staff_decided_already' });
    const support = await setUpStaff(server, 'support', now);
    for (const answer of [await staffCall(server, 'GET', '/staff/api/texts', undefined, support.cookie), await decide(waiting!.id, { decision: 'approve' }, support)]) {
      expect(answer.statusCode).toBe(403);
    }
    expect(await waitingOf(member)).toHaveLength(1);
    expect((await profileOf(member)).about_me).toBe('Add me on telegram');
  });
});
