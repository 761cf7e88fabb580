import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLAINT_TEXT_MAX, COMPLAINT_TEXT_MIN, COMPLAINTS_PER_DAY } from '../../common/rules/complaints';
import { deleteUser } from '../../server/db/accounts';
import { startTestServer, type TestServer } from './helpers/test-server';
import { jobsDone } from './helpers/jobs';
import { activeMember, call, errorOf, type RealMember } from './helpers/members';
import { mailsTo } from './helpers/sent-mails';

/**
 * Complaints over a real database and the jobs worker on a test clock: stored with a reference,
 * mailed to support once, about what the reporter may name, and at most five a day per member,
 * address or network address, also with the generic rate limits off.
 */

const TEXT = 'He asked me for money for a plane ticket.';
let server: TestServer;
let clock = new Date('2026-12-06T12:00:00Z');
let support: string;
let ann: RealMember;
let ben: RealMember;
let carl: RealMember;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://amora.example' }, { now: () => clock, runJobs: true });
  support = server.config.company.supportEmail;
  [ann, ben, carl] = await Promise.all([
    activeMember(server, { gender: 'female', seeking: 'male', language: 'de' }),
    activeMember(server, { gender: 'male', seeking: 'female' }),
    activeMember(server, { gender: 'male', seeking: 'female' }),
  ]);
});
afterAll(() => server.close());

/** A complaint as the form sends it, from a member (their cookie) or a visitor, from a network address. */
const complain = (body: object, { cookie, ip = '192.0.2.1' }: { cookie?: string; ip?: string } = {}) =>
  server.app.inject({ method: 'POST', url: '/api/complaints.php', payload: { reason: 'scam', text: TEXT, ...body }, remoteAddress: ip, headers: cookie ? { cookie } : {} });

const stored = (reference: string) => server.db.selectFrom('complaints').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
const complaintCount = async () => (await server.db.selectFrom('complaints').select('id').execute()).length;

/** The mails to support once the jobs due are done. */
async function supportMails() {
  await jobsDone(server, clock);
  return mailsTo(server, support);
}
const mailsAbout = async (reference: string) => (await supportMails()).filter((mail) => mail.subject.startsWith(`Complaint ${reference}:`));

describe('a complaint', () => {
  it("from a member about a profile is stored with a reference and mailed to support, who answer to the member's account address", async () => {
    const response = await complain({ reason: 'harassment', profile: ben.id, email: 'ignored@example.org' }, { cookie: ann.cookie });
    expect(response.statusCode).toBe(201);
    const { reference } = response.json<{ reference: string }>();
    expect(reference).toMatch(/^K-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    expect(await stored(reference)).toMatchObject({
      reporter_id: ann.id, email: ann.email, language: 'de', reason: 'harassment', profile_id: ben.id, message_id: null, text: TEXT, status: 'open',
    });

    const [mail, ...more] = await mailsAbout(reference);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Complaint ${reference}: harassment`);
    expect(mail!.header('reply-to')).toContain(ann.email);
    expect(mail!.text).toContain(`From: member ${ann.id}, ${ann.name}, https://amora.example/members/${ann.id}`);
    expect(mail!.text).toContain(`Profile: ${ben.id}, ${ben.name}, https://amora.example/members/${ben.id}; fictional: no`);
    expect(mail!.text).toContain(TEXT);
  });

  it("about a message keeps a copy of its text and concerns its sender, also across a block; not from outside the conversation", async () => {
    const sent = await call(server, 'POST', '/api/messages.php', { client_id: randomUUID(), to: ann.id, kind: 'text', body: 'Send me 500 euros' }, ben.cookie);
    const message = sent.json<{ message: { id: number } }>().message.id;
    await call(server, 'POST', '/api/block.php', { id: ben.id }, ann.cookie);

    const response = await complain({ message }, { cookie: ann.cookie });
    expect(response.statusCode).toBe(201);
    const { reference } = response.json<{ reference: string }>();
    expect(await stored(reference)).toMatchObject({ profile_id: ben.id, message_id: message, message_text: 'Send me 500 euros' });
    expect((await mailsAbout(reference))[0]!.text).toContain('Send me 500 euros');

    const outsider = await complain({ message }, { cookie: carl.cookie });
    expect(outsider.statusCode).toBe(404);
    expect(errorOf(outsider).error).toBe('complaint_target_unknown');
  });

  it('from a visitor needs a valid address, is answered there, and names no message', async () => {
    expect(errorOf(await complain({}, { ip: '192.0.2.2' }))).toMatchObject({ error: 'complaint_email_required', params: { field: 'email' } });
    expect(errorOf(await complain({ email: 'not an address' }, { ip: '192.0.2.2' }))).toMatchObject({ error: 'invalid_email', params: { field: 'email' } });
    const named = await complain({ email: 'visitor@example.org', message: 1 }, { ip: '192.0.2.2' });
    expect([named.statusCode, errorOf(named).error]).toEqual([404, 'complaint_target_unknown']);

    const response = await complain({ email: ' Visitor@Example.org ', profile: ben.id }, { ip: '192.0.2.2' });
    expect(response.statusCode).toBe(201);
    const { reference } = response.json<{ reference: string }>();
    expect(await stored(reference)).toMatchObject({ reporter_id: null, email: 'visitor@example.org', ip: '192.0.2.2', profile_id: ben.id });
    const [mail] = await mailsAbout(reference);
    expect(mail!.header('reply-to')).toContain('visitor@example.org');
    expect(mail!.text).toContain('From: a visitor');
  });

  it('is refused for an unknown profile, oneself, and a text too short or too long, storing and mailing nothing', async () => {
    const before = await complaintCount();
    for (const profile of [999_999, carl.id]) {
      const response = await complain({ profile }, { cookie: carl.cookie });
      expect([response.statusCode, errorOf(response).error]).toEqual([404, 'complaint_target_unknown']);
    }
    const short = await complain({ text: `  ${'x'.repeat(COMPLAINT_TEXT_MIN - 1)}  ` }, { cookie: carl.cookie });
    expect(short.statusCode).toBe(400);
    expect(errorOf(short)).toMatchObject({ error: 'complaint_text_short', params: { min: COMPLAINT_TEXT_MIN, field: 'text' } });
    const long = await complain({ text: 'x'.repeat(COMPLAINT_TEXT_MAX + 1) }, { cookie: carl.cookie });
    expect(errorOf(long)).toMatchObject({ error: 'complaint_text_long', params: { max: COMPLAINT_TEXT_MAX, field: 'text' } });
    expect(await complaintCount()).toBe(before);
  });

  it("outlives its reporter's account, without the link to them", async () => {
    const gina = await activeMember(server, { gender: 'female', seeking: 'male' });
    const { reference } = (await complain({ profile: ben.id }, { cookie: gina.cookie })).json<{ reference: string }>();
    await deleteUser(server.db, gina.id);
    expect(await stored(reference)).toMatchObject({ reporter_id: null, profile_id: ben.id, text: TEXT });
  });

  it('is mailed once, even when its job runs again', async () => {
    const { reference } = (await complain({ profile: ben.id }, { cookie: carl.cookie })).json<{ reference: string }>();
    expect(await mailsAbout(reference)).toHaveLength(1);
    const { id } = await stored(reference);
    await server.jobs.enqueue('complaint-mail', { id }, { key: `complaint-mail:${id}:again` });
    expect(await mailsAbout(reference)).toHaveLength(1);
  });
});

describe('the limit of complaints a day', () => {
  /** Files the day's complaints, then one more: refused with the support address, nothing stored or mailed. */
  async function expectLimit(send: (i: number) => ReturnType<typeof complain>) {
    for (let i = 0; i < COMPLAINTS_PER_DAY; i++) expect((await send(i)).statusCode).toBe(201);
    const [count, mails] = [await complaintCount(), (await supportMails()).length];
    const refused = await send(COMPLAINTS_PER_DAY);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toMatchObject({ error: 'complaint_limit', params: { max: COMPLAINTS_PER_DAY, email: support } });
    expect([await complaintCount(), (await supportMails()).length]).toEqual([count, mails]);
  }

  it('holds with the rate limits off', () => {
    expect(server.config.rateLimits).toBeNull();
  });

  it('counts per member, whatever address they send from', async () => {
    const dora = await activeMember(server, { gender: 'female', seeking: 'male' });
    await expectLimit((i) => complain({ profile: ben.id }, { cookie: dora.cookie, ip: `198.51.100.${i + 1}` }));
  });

  it("counts a visitor's address, whatever network address they send from", async () => {
    await expectLimit((i) => complain({ email: 'eve@example.org' }, { ip: `198.51.100.${i + 10}` }));
  });

  it("counts a visitor's network address, whatever address they give", async () => {
    await expectLimit((i) => complain({ email: `frank${i}@example.org` }, { ip: '203.0.113.7' }));
  });

  it('lets one complain again a day later', async () => {
    clock = new Date(clock.getTime() + 24 * 3600_000 + 1000);
    expect((await complain({ email: 'eve@example.org' }, { ip: '203.0.113.7' })).statusCode).toBe(201);
  });
});
