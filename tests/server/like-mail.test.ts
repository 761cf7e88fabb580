import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';
import { activeMember, call, type RealMember } from './member-helpers';

/** A like and a match are mailed a minute later, when they still stand and the member wants `like` mails. */

let server: TestServer;
let clock = new Date('2026-11-23T12:00:00Z');
let ann: RealMember;
let ben: RealMember;
let carl: RealMember;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://amora.example' }, { now: () => clock, runJobs: true });
  [ann, ben, carl] = await Promise.all([
    activeMember(server, { gender: 'female', seeking: 'male', country: 'NL' }),
    activeMember(server, { gender: 'male', seeking: 'female', country: 'NL', language: 'de' }),
    activeMember(server, { gender: 'male', seeking: 'female', country: 'NL' }),
  ]);
});
afterAll(() => server.close());

const like = (from: RealMember, to: RealMember) => call(server, 'POST', '/api/like.php', { id: to.id }, from.cookie);
const likeMails = () => server.mails.filter((mail) => mail.kind === 'like' || mail.kind === 'match');

/** Moves the clock past the mail delay and waits until the queue has nothing due left. */
async function afterAMinute() {
  clock = new Date(clock.getTime() + 61_000);
  await expect.poll(async () => (await server.db.selectFrom('jobs').select('id')
    .where('kind', '=', 'like-mail').where('finished_at', 'is', null).where('run_at', '<=', clock.toISOString()).execute()).length,
  { timeout: 5000 }).toBe(0);
}

describe('like mails', () => {
  it('mail a like to the liked member, in their language, and a match to the one liked back', async () => {
    await like(ann, ben);
    expect(likeMails()).toEqual([]);
    await afterAMinute();
    expect(likeMails()).toEqual([{ kind: 'like', to: ben.email, language: 'de', link: `https://amora.example/likes/m/${ann.id}` }]);

    await like(ben, ann);
    await afterAMinute();
    expect(likeMails().at(-1)).toEqual({ kind: 'match', to: ann.email, language: 'nl', link: `https://amora.example/members/${ben.id}/chat` });
    expect(likeMails()).toHaveLength(2);
  });

  it('mail nothing for a like taken back within the minute, nor to a member who turned like mails off', async () => {
    await like(carl, ann);
    await call(server, 'DELETE', '/api/like.php', { id: ann.id }, carl.cookie);
    await afterAMinute();
    expect(likeMails()).toHaveLength(2);

    expect((await call(server, 'PUT', '/api/user.php', { email_opt_outs: ['like'] }, carl.cookie)).statusCode).toBe(200);
    await like(ann, carl);
    await afterAMinute();
    expect(likeMails()).toHaveLength(2);
  });
});
