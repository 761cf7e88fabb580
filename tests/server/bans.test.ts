import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banMember } from '../../server/domain/staff/bans';
import { logIn, newMember, PASSWORD } from './helpers/accounts';
import { startTestServer, type TestServer } from './helpers/test-server';
import { jobsDone } from './helpers/jobs';
import { activeMember, call, errorOf, type RealMember } from './helpers/members';
import { mailsTo } from './helpers/sent-mails';

/**
 * Bans over a real database, as the ban policy (/pages/ban) describes them: an operator's command
 * closes the account at once (profile hidden, sessions ended, login refused, the address kept),
 * the member is mailed why and how to object, and a lifted ban gives the account back.
 */

let server: TestServer;
let ann: RealMember;
let ben: RealMember;
const clock = () => new Date();

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://amora.example' }, { now: clock, runJobs: true });
  [ann, ben] = await Promise.all([
    activeMember(server, { gender: 'female', seeking: 'male', language: 'de', country: 'NL' }),
    activeMember(server, { gender: 'male', seeking: 'female', country: 'NL' }),
  ]);
});
afterAll(() => server.close());

/** What the operator writes with a ban, mailed to the member. */
const FACTS = 'You asked three members for money for a train ticket.';

/** The operator's command, against this server's database, as `npm run ban -- …` runs it. */
const ban = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/ban.ts', ...args], { env: { ...process.env, ...server.scriptEnv }, encoding: 'utf8', timeout: 60_000 });

const seenBy = async (viewer: RealMember, id: number) => (await call(server, 'GET', `/api/profile.php?id=${id}`, undefined, viewer.cookie)).statusCode;
const searchIds = async (viewer: RealMember) =>
  (await call(server, 'GET', '/api/members.php?country=NL', undefined, viewer.cookie)).json<{ results: { id: number }[] }>().results.map((card) => card.id);

describe('a ban', () => {
  it('closes the account at once: logged out, the login refused after the right password only, the profile shown to nobody', async () => {
    expect(await seenBy(ben, ann.id)).toBe(200);
    expect(await searchIds(ben)).toContain(ann.id);
    const annsLikes = async () => (await call(server, 'GET', '/api/likes.php', undefined, ann.cookie)).statusCode;
    // Her session is now in the server's copy (server/domain/accounts/kept-copies.ts), which the command cannot reach.
    expect(await annsLikes()).toBe(200);

    const done = ban('--email', ann.email.toUpperCase(), '--reason', 'scam', '--facts', FACTS);
    expect(done.stderr).toBe('');
    expect(done.stdout).toContain(`Member ${ann.id} is banned (scam)`);

    // The server's worker takes the ban's mail job within a second, and every process forgets her session.
    await expect.poll(annsLikes, { timeout: 5000 }).toBe(403);
    expect((await call(server, 'GET', '/api/user.php', undefined, ann.cookie)).json()).toMatchObject({ user: null });
    const refused = await logIn(server, ann.email, PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatchObject({ error: 'account_banned', message: expect.stringContaining('complaints form') });
    // A wrong password gets the usual answer: a ban says nothing to whoever does not know the password.
    expect(errorOf(await logIn(server, ann.email, 'not the password at all'))).toMatchObject({ error: 'login_failed' });

    expect(await seenBy(ben, ann.id)).toBe(404);
    // The search's shared lists live 2 s in each process (server/domain/search/search-lists.ts).
    await expect.poll(() => searchIds(ben), { timeout: 5000 }).not.toContain(ann.id);
  });

  it('keeps the address: no new account with it', async () => {
    const again = await call(server, 'POST', '/api/signup.php', {
      email: ann.email, name: 'Ann Again', password: PASSWORD, date_of_birth: '1990-06-15', gender: 'female', seeking: 'male', language: 'en',
    });
    expect(errorOf(again)).toMatchObject({ error: 'email_exists' });
  });

  it('is mailed to the member once, in their language, with the reason and the way to object', async () => {
    await jobsDone(server, clock());
    const mails = (await mailsTo(server, ann.email)).filter((mail) => mail.kind === 'ban');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Dein Amora-Konto wurde geschlossen');
    expect(mails[0]!.text).toContain('Betrug, Spam oder Bitten um Geld');
    expect(mails[0]!.text).toContain(`Was wir festgestellt haben: „${FACTS}“`);
    expect(mails[0]!.text).toContain('https://amora.example/complaints');
  });

  it('is listed for the operator, and a second ban of the same account changes nothing', async () => {
    expect(ban().stdout).toMatch(new RegExp(`^${ann.id}\\t\\S+\\tscam\\t${ann.email}`, 'm'));
    expect(ban('--id', String(ann.id), '--reason', 'harassment', '--facts', FACTS).stdout).toContain('was banned already');
  });

  it('refuses a command it cannot carry out, saying why', () => {
    for (const [args, problem] of [
      [['--email', ben.email], '--reason is missing.'],
      [['--email', ben.email, '--reason', 'rude'], '--reason rude is not one of the reasons.'],
      [['--email', ben.email, '--reason', 'scam'], '--facts is missing'],
      [['--email', 'nobody@example.org', '--reason', 'scam', '--facts', FACTS], 'No account has the address nobody@example.org.'],
      [['--id', '99999', '--reason', 'scam', '--facts', FACTS], 'No account has the id 99999.'],
      [['--reason', 'scam'], 'Name the account with --email or --id.'],
    ] as const) {
      const refused = ban(...args);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain(problem);
    }
  });

  it('lifted, gives the account back: the login works and the profile is shown again', async () => {
    expect(ban('--lift', '--email', ann.email).stdout).toContain('is lifted');
    const login = await logIn(server, ann.email, PASSWORD);
    expect(login.statusCode).toBe(200);
    expect(await seenBy(ben, ann.id)).toBe(200);
  });

  it('is not mailed when lifted before the mail went, and does not show an unconfirmed profile when lifted', async () => {
    const { email } = await newMember(server, { gender: 'male', seeking: 'female' });
    const { id } = await server.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    // Queued for later, as when the server's worker is behind: lifted first, the mail does not go.
    await banMember({ db: server.db, jobs: server.jobs }, null, id, { reason: 'fake_profile', facts: 'Your photos are of someone else.' }, new Date(Date.now() + 3600_000));
    expect(ban('--lift', '--id', String(id)).stdout).toContain('is lifted');
    const profile = await server.db.selectFrom('profiles').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(profile.status).toBe('disabled');
  });
});
