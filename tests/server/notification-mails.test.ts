import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { JobSchemas } from '../../server/adapters/jobs';
import { MAIL_PREFERENCE } from '../../common/rules/notices';
import { startMailing } from '../../server/domain/notifications/mailings';
import { listenOnLoopback, startTestServer, type TestServer } from './helpers/test-server';
import { jobsDone } from './helpers/jobs';
import { call, makePremium, man, woman, type RealMember } from './helpers/members';
import { mailsTo } from './helpers/sent-mails';

/**
 * The notification mails over a real database and the jobs worker on a test clock: each kind under
 * its own preference, none once mail is disabled, messages batched, nothing while the member looks
 * at the app, each sent once, in the member's language, with its one-click unsubscribe.
 */

const MINUTE = 60_000;
const MAIL_EVENTS_SECRET = 'the-mail-providers-shared-secret';
let server: TestServer;
let origin: string;
let clock = new Date('2026-11-23T12:00:00Z');

/** Each e-mail preference of the matrix, and the mail kind it turns off. */
const PREFERENCES = {
  new_conversations: 'new_conversation',
  new_messages: 'new_messages',
  like: 'like',
  unread_message_reminders: 'unread_reminder',
  weekly_updates: 'weekly_update',
  promotions: 'promotions',
} as const;
type Preference = keyof typeof PREFERENCES;
const ALL_KINDS = Object.values(PREFERENCES);

/** One member per preference, with only that one off; one whose mail is disabled; who writes and likes them. */
let without: Record<Preference, RealMember>;
let disabled: RealMember;
let opener: RealMember;
let liker: RealMember;
let replier: RealMember;
let bea: RealMember;
let vera: RealMember;

beforeAll(async () => {
  server = await startTestServer(
    { PUBLIC_URL: 'https://amora.example', FREE_MESSAGES: '1000', SIGNUP_CREDITS: '100', MESSAGE_CREDITS: '1', MAIL_EVENTS_SECRET },
    { now: () => clock, runJobs: true },
  );
  origin = await listenOnLoopback(server);
  // The promotions member reads German: their mails say so (and none is the mailing, whose texts are English only).
  const english = { language: 'en' } as const;
  const keys = Object.keys(PREFERENCES) as Preference[];
  const [offMembers, others] = await Promise.all([
    Promise.all(keys.map((key) => woman(server, { language: key === 'promotions' ? 'de' : 'en' }))),
    Promise.all([woman(server, english), man(server, english), man(server, english), man(server, english), woman(server, english), woman(server, english)]),
  ]);
  without = Object.fromEntries(keys.map((key, i) => [key, offMembers[i]!])) as Record<Preference, RealMember>;
  [disabled, opener, liker, replier, bea, vera] = others;
  // Opens conversations with every member: more than a free member may.
  await makePremium(server, opener.id);
});
afterAll(() => server.close());

/** Moves the clock on and waits for the jobs due by then. */
async function later(ms: number) {
  clock = new Date(clock.getTime() + ms);
  await jobsDone(server, clock);
}
async function write(from: RealMember, to: RealMember, body: string) {
  const response = await call(server, 'POST', '/api/messages.php', { client_id: randomUUID(), to: to.id, kind: 'text', body }, from.cookie);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ message: { conversation: number } }>().message.conversation;
}
/** The notification mails a member got (not the account mails, such as activation), by kind. */
const kindsTo = (member: RealMember) => server.mails.filter((mail) => mail.to === member.email && Object.hasOwn(MAIL_PREFERENCE, mail.kind)).map((mail) => mail.kind).sort();
const settingsOf = async (member: RealMember) => (await call(server, 'GET', '/api/user.php', undefined, member.cookie))
  .json<{ user: { email_opt_outs: string[]; notifications_disabled: string[] } }>().user;

describe('which mails go', () => {
  it('sends each kind to whoever has its preference on, none to whoever turned it off, nothing once mail is disabled', async () => {
    for (const [key, member] of Object.entries(without)) {
      expect((await call(server, 'PUT', '/api/user.php', { email_opt_outs: [key] }, member.cookie)).statusCode).toBe(200);
    }
    await server.db.updateTable('users').set({ notifications_disabled: JSON.stringify(['bounce']) }).where('id', '=', disabled.id).execute();
    for (const member of [...Object.values(without), disabled]) {
      // A conversation the member opened, answered (new_messages); one the opener starts (new_conversation); a like.
      await write(member, replier, 'Hello');
      await write(replier, member, 'Hello back');
      await write(opener, member, 'Hi, I saw your profile');
      expect((await call(server, 'POST', '/api/like.php', { id: member.id }, liker.cookie)).statusCode).toBe(200);
    }
    await server.jobs.enqueue('weekly-updates', {}, { key: 'test-weekly' });
    const promotion = { subject: 'Premium for half the price', body: 'This week only.', button: 'See the offer' };
    await startMailing({ ...server, jobs: server.jobs }, { kind: 'promotions', path: '/premium', texts: { en: promotion } });
    await later(10 * MINUTE);
    // A day on, the daily look for unread messages finds them.
    await later(25 * 60 * MINUTE);
    await server.jobs.enqueue('unread-reminders', {}, { key: 'test-unread' });
    await jobsDone(server, clock);

    for (const [key, member] of Object.entries(without)) {
      expect(kindsTo(member), `${key} off`).toEqual(ALL_KINDS.filter((kind) => kind !== PREFERENCES[key as Preference]).sort());
    }
    expect(kindsTo(disabled)).toEqual([]);
  });

  it("writes each in the member's language with its one-click unsubscribe for its own kind", async () => {
    for (const member of Object.values(without)) {
      const mails = (await mailsTo(server, member.email)).filter((mail) => Object.hasOwn(MAIL_PREFERENCE, mail.kind));
      expect(mails.length).toBe(ALL_KINDS.length - 1);
      for (const mail of mails) {
        // The month's key and the sealed member and kind, which the link does not show.
        const token = /^<https:\/\/amora\.example\/api\/unsubscribe\.php\?t=(\d{4}-\d{2})\.([\w-]{40,90})>$/;
        expect(mail.header('List-Unsubscribe'), mail.kind).toMatch(token);
        expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
        expect(mail.header('Content-Language')).toBe(member === without.promotions ? 'de' : 'en');
      }
    }
    const german = (await mailsTo(server, without.promotions.email)).find((mail) => mail.kind === 'weekly_update')!;
    expect(german.text).toMatch(new RegExp(`^Hallo ${without.promotions.name}!`));
  });

  it('never sends one mail twice, even when its job runs again', async () => {
    const member = without.unread_message_reminders;
    const before = kindsTo(member);
    const jobs = (await server.db.selectFrom('jobs').select(['kind', 'payload', 'unique_key']).where('kind', 'in', ['weekly-update', 'mailing-mail', 'like-mail']).execute())
      .filter((job) => (JSON.parse(job.payload) as { to: number }).to === member.id);
    expect(jobs.map((job) => job.kind).sort()).toEqual(['like-mail', 'mailing-mail', 'weekly-update']);
    for (const job of jobs) await server.jobs.enqueue(job.kind as keyof JobSchemas, JSON.parse(job.payload) as never, { key: `${job.unique_key}:again` });
    await jobsDone(server, clock);
    expect(kindsTo(member)).toEqual(before);
  });
});

describe('mails about messages', () => {
  it('mails messages that come within the delay as one, and what comes within the gap after it as one more when the gap ends', async () => {
    await write(bea, replier, 'Hello there');
    let conversation = 0;
    for (const text of ['One', 'Two', 'Three']) {
      conversation = await write(replier, bea, text);
      clock = new Date(clock.getTime() + MINUTE);
    }
    await later(10 * MINUTE);
    const subjects = async () => (await mailsTo(server, bea.email)).filter((mail) => mail.kind === 'new_messages').map((mail) => mail.subject);
    expect(await subjects()).toEqual(['You have 3 new messages']);
    expect(server.mails.filter((mail) => mail.to === bea.email).at(-1)!.link).toBe(`https://amora.example/chats/${conversation}`);

    // A minute after the mail, more come: they wait for the end of the gap after it (30 minutes).
    clock = new Date(clock.getTime() + MINUTE);
    await write(replier, bea, 'Four');
    await later(10 * MINUTE);
    expect(await subjects()).toHaveLength(1);
    await write(replier, bea, 'Five');
    await later(20 * MINUTE);
    expect(await subjects()).toEqual(['You have 3 new messages', 'You have 2 new messages']);
  });

  it('mails nothing that comes while the member has the app open and in view', async () => {
    await write(opener, vera, 'Are you online?');
    const job = await server.db.selectFrom('jobs').select('run_at')
      .where('kind', '=', 'message-mail').where('payload', '=', JSON.stringify({ to: vera.id })).where('state', '=', 'queued').executeTakeFirstOrThrow();
    // Vera opens the app shortly before the mail would go, and another message comes while she looks.
    clock = new Date(Date.parse(job.run_at) - 20_000);
    const socket = new WebSocket(`${origin.replace('http', 'ws')}/api/live.php`, { headers: { cookie: vera.cookie, origin } });
    await once(socket, 'open');
    await expect.poll(() => server.db.selectFrom('open_apps').select('hidden').where('user_id', '=', vera.id).execute()).toEqual([{ hidden: 0 }]);
    clock = new Date(clock.getTime() + 10_000);
    await write(opener, vera, 'I can see you are online');
    await later(11_000);
    const messageMails = () => kindsTo(vera).filter((kind) => kind === 'new_conversation' || kind === 'new_messages');
    expect(messageMails()).toEqual([]);
    // Closed in view, the app saw both: no mail about them comes later either.
    socket.close();
    await expect.poll(() => server.db.selectFrom('open_apps').select('id').where('user_id', '=', vera.id).execute()).toEqual([]);
    await later(10 * MINUTE);
    expect(messageMails()).toEqual([]);
  });
});

describe('unsubscribing', () => {
  it('takes the one-click POST of a mail program without a session, stops all mail from the page, refuses a forged link', async () => {
    const mail = (await mailsTo(server, bea.email)).filter((sent) => sent.kind === 'new_messages').at(-1)!;
    const link = new URL(/^<(.+)>$/.exec(mail.header('List-Unsubscribe')!)![1]!);
    const url = `${link.pathname}${link.search}`;
    const state = await server.app.inject({ method: 'GET', url });
    expect(state.json()).toEqual({ preference: 'new_messages', email: `${bea.email[0]}•••@example.org`, kind_off: false, all_off: false });

    const oneClick = await server.app.inject({
      method: 'POST', url, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toMatchObject({ kind_off: true, all_off: false });
    expect(await settingsOf(bea)).toMatchObject({ email_opt_outs: ['new_messages'], notifications_disabled: [] });

    const all = await server.app.inject({ method: 'POST', url, payload: { scope: 'all' } });
    expect(all.json()).toMatchObject({ kind_off: true, all_off: true });
    expect((await settingsOf(bea)).notifications_disabled).toEqual(['listunsubscribe']);

    const token = link.searchParams.get('t')!;
    const [month, sealed] = token.split('.') as [string, string];
    const otherMonth = `${Number(month.slice(0, 4)) - 1}${month.slice(4)}`;
    const forged = [
      `${month}.${sealed.startsWith('A') ? 'B' : 'A'}${sealed.slice(1)}`,
      `${otherMonth}.${sealed}`,
      `${bea.id}.new_messages.${sealed.slice(0, 22)}`,
    ];
    const before = await Promise.all([settingsOf(bea), settingsOf(replier)]);
    for (const t of forged) {
      const answer = await server.app.inject({ method: 'POST', url: `/api/unsubscribe.php?t=${encodeURIComponent(t)}`, payload: { scope: 'all' } });
      expect(answer.statusCode, t).toBe(400);
      expect(answer.json(), t).toMatchObject({ error: 'unsubscribe_link_invalid' });
      expect((await server.app.inject({ method: 'GET', url: `/api/unsubscribe.php?t=${encodeURIComponent(t)}` })).statusCode).toBe(400);
    }
    expect(await Promise.all([settingsOf(bea), settingsOf(replier)])).toEqual(before);

    expect((await call(server, 'PUT', '/api/user.php', { email_enabled: true }, bea.cookie)).statusCode).toBe(200);
    expect(await settingsOf(bea)).toMatchObject({ email_opt_outs: ['new_messages'], notifications_disabled: [] });
  });
});

describe("the mail provider's reports", () => {
  const report = (events: unknown, authorization?: string) =>
    server.app.inject({ method: 'POST', url: '/api/mail-events.php', payload: { events }, headers: authorization ? { authorization } : {} });
  const reasons = async () => Promise.all([without.new_conversations, without.new_messages, without.like].map(async (member) => (await settingsOf(member)).notifications_disabled));

  it('takes reports only with the shared secret: a hard bounce or a complaint disables mail, a soft bounce or an unknown address changes nothing', async () => {
    const bounce = [{ type: 'bounce', email: without.new_conversations.email }];
    for (const authorization of [undefined, 'Bearer not-the-mail-providers-secret', `Basic ${MAIL_EVENTS_SECRET}`, `Bearer ${MAIL_EVENTS_SECRET}x`]) {
      const refused = await report(bounce, authorization);
      expect(refused.statusCode, authorization).toBe(401);
      expect(refused.json()).toMatchObject({ error: 'mail_events_unauthorized' });
    }
    expect(await reasons()).toEqual([[], [], []]);

    const secret = `Bearer ${MAIL_EVENTS_SECRET}`;
    for (const bad of [[], [{ type: 'bounce' }], [{ type: 'delivered', email: without.like.email }]]) expect((await report(bad, secret)).statusCode).toBe(400);
    expect((await report([{ type: 'bounce', email: 'nobody@example.org' }], secret)).json()).toEqual({ changed: 0 });
    const reported = await report([
      { type: 'bounce', email: without.new_conversations.email.toUpperCase() },
      { type: 'complaint', email: without.new_messages.email },
      { type: 'bounce', email: without.like.email, permanent: false },
    ], secret);
    expect(reported.json()).toEqual({ changed: 2 });
    expect(await reasons()).toEqual([['bounce'], ['fbl'], []]);
  });
});
