import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/free-port';
import { jobsDone } from './helpers/jobs';
import { startTestServer, type TestServer } from './helpers/test-server';
import { like } from './helpers/chat';
import { activeMember, call, type RealMember } from './helpers/members';
import { mailsTo } from './helpers/sent-mails';

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
    await like(server, ann, ben.id);
    expect(likeMails()).toEqual([]);
    await afterAMinute();
    expect(likeMails()).toEqual([{ kind: 'like', to: ben.email, language: 'de', link: `https://amora.example/likes/m/${ann.id}` }]);

    await like(server, ben, ann.id);
    await afterAMinute();
    expect(likeMails().at(-1)).toEqual({ kind: 'match', to: ann.email, language: 'nl', link: `https://amora.example/members/${ben.id}/chat` });
    expect(likeMails()).toHaveLength(2);
  });

  it('mail nothing for a like taken back within the minute, nor to a member who turned like mails off', async () => {
    await like(server, carl, ann.id);
    await call(server, 'DELETE', '/api/like.php', { id: ann.id }, carl.cookie);
    await afterAMinute();
    expect(likeMails()).toHaveLength(2);

    expect((await call(server, 'PUT', '/api/user.php', { email_opt_outs: ['like'] }, carl.cookie)).statusCode).toBe(200);
    await like(server, ann, carl.id);
    await afterAMinute();
    expect(likeMails()).toHaveLength(2);
  });
});

describe('on a laptop (no PUBLIC_URL)', () => {
  it('a like mail links to the address the server listens on, and its one-click unsubscribe works as a mail provider sends it', async () => {
    const port = await freePort();
    let now = new Date('2026-11-23T12:00:00Z');
    const laptop = await startTestServer({ PORT: String(port) }, { now: () => now, runJobs: true });
    try {
      await laptop.app.listen({ port, host: '127.0.0.1' });
      const [liker, liked] = await Promise.all([
        activeMember(laptop, { gender: 'female', seeking: 'male', country: 'NL' }),
        activeMember(laptop, { gender: 'male', seeking: 'female', country: 'NL' }),
      ]);
      await call(laptop, 'POST', '/api/like.php', { id: liked.id }, liker.cookie);
      now = new Date(now.getTime() + 61_000);
      await jobsDone(laptop, now);
      const mail = (await mailsTo(laptop, liked.email)).find((sent) => sent.kind === 'like')!;
      expect(mail.text).toContain(`http://localhost:${port}/likes/m/${liker.id}`);

      // RFC 8058: the provider POSTs "List-Unsubscribe=One-Click" to the header's address, as it stands.
      const address = /^<(.+)>$/.exec(mail.header('List-Unsubscribe')!)![1]!;
      expect(address.startsWith(`http://localhost:${port}/api/unsubscribe.php?t=`)).toBe(true);
      const answer = await fetch(address, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(answer.status).toBe(200);
      const row = await laptop.db.selectFrom('users').select('email_opt_outs').where('id', '=', liked.id).executeTakeFirstOrThrow();
      expect(JSON.parse(row.email_opt_outs)).toContain('like');
    } finally {
      await laptop.close();
    }
  });
});
