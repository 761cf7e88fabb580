import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIVE_CLOSE_POLICY, LIVE_CLOSE_REPLACED, LIVE_CLOSE_SESSION_ENDED } from '../../common/api/live';
import { banMember } from '../../server/domain/staff/bans';
import { LIVE_LIMITS } from '../../server/http/live-limits';
import { cookieOf, logIn, PASSWORD } from './helpers/accounts';
import { listenOnLoopback, startTestServer, type TestServer } from './helpers/test-server';
import { openLive, settle, standing } from './helpers/live';
import { call, makePremium, man, woman, type RealMember } from './helpers/members';

/**
 * The live channel's faults of the second security probe (issue 32), one describe each; every test
 * failed on the code before the fix. The heartbeat keeps its 30 s here, so nothing a test sees
 * closing was closed by the heartbeat.
 */

let server: TestServer;
let origin: string;

beforeAll(async () => {
  server = await startTestServer({ MESSAGE_CREDITS: '5', SIGNUP_CREDITS: '20', FREE_MESSAGES: '0' });
  origin = await listenOnLoopback(server);
});
afterAll(() => server.close());

const connect = (cookie: string) => openLive(origin, { cookie, origin });
const frame = (message: object) => JSON.stringify(message);

/** A premium member's first message to another: the conversation's id. */
async function conversation(from: RealMember, to: RealMember, body = 'Hello'): Promise<number> {
  await makePremium(server, from.id);
  const sent = await call(server, 'POST', '/api/messages.php', { client_id: randomUUID(), to: to.id, kind: 'text', body }, from.cookie);
  expect(sent.statusCode).toBe(201);
  return sent.json<{ message: { conversation: number } }>().message.conversation;
}

const lastSeenOf = async (member: RealMember) =>
  (await server.db.selectFrom('users').select('last_seen_at').where('id', '=', member.id).executeTakeFirstOrThrow()).last_seen_at;
const hiddenOf = async (member: RealMember) =>
  (await server.db.selectFrom('open_apps').select('hidden').where('user_id', '=', member.id).executeTakeFirstOrThrow()).hidden;

describe('6. the live channel cannot be flooded', () => {
  it(`keeps ${LIVE_LIMITS.socketsPerMember} sockets of a member: the next one closes the oldest with a code the app knows`, async () => {
    const member = await woman(server);
    const apps = [];
    for (let i = 0; i < LIVE_LIMITS.socketsPerMember; i++) apps.push(await connect(member.cookie));
    const newest = await connect(member.cookie);
    expect(await standing(apps[0]!)).toBe(LIVE_CLOSE_REPLACED);
    for (const app of [...apps.slice(1), newest]) expect(await standing(app)).toBe('open');
    for (const app of [...apps, newest]) app.socket.close();
  });

  it('closes a socket that floods (10,000 visibility frames) with the policy code', async () => {
    const member = await man(server);
    const app = await connect(member.cookie);
    for (let i = 0; i < 10_000; i++) app.socket.send(frame({ type: 'visibility', hidden: i % 2 === 0 }));
    expect(await standing(app)).toBe(LIVE_CLOSE_POLICY);
  });

  it('writes visibility at once, then at most once a second: frames in between cost no write, and the last state is kept', async () => {
    const member = await woman(server);
    const app = await connect(member.cookie);
    // The connection's own writes (the app's row, the member's last-seen time) may land after its first frame.
    await vi.waitFor(async () => expect(await lastSeenOf(member)).not.toBeNull());
    const before = server.writes();
    // Hidden first, shown last: 40 frames, under the flood limit.
    for (let i = 0; i < 40; i++) app.socket.send(frame({ type: 'visibility', hidden: i % 2 === 0 }));
    expect(await standing(app)).toBe('open');
    await vi.waitFor(async () => expect(await hiddenOf(member)).toBe(0), { timeout: 3 * LIVE_LIMITS.visibilityEveryMs });
    // Two changes, each the app's row and the member's last-seen time: the first frame's at once, the
    // last one's a second later; however slow the machine, not one per frame.
    expect(server.writes() - before).toBeLessThanOrEqual(4);
    app.socket.close();
  });

  it('passes typing on at most once a second per socket, whatever the conversation, and remembers no conversation', async () => {
    const [cara, dan, fred] = await Promise.all([woman(server), man(server), man(server)]);
    const withDan = await conversation(cara, dan);
    const withFred = await conversation(cara, fred);
    const [caraApp, danApp, fredApp] = await Promise.all([connect(cara.cookie), connect(dan.cookie), connect(fred.cookie)]);
    caraApp.socket.send(frame({ type: 'typing', conversation: withDan }));
    caraApp.socket.send(frame({ type: 'typing', conversation: withFred }));
    expect((await danApp.next('typing')).payload.conversationId).toBe(withDan);
    await Promise.all([settle(caraApp), settle(fredApp)]);
    expect(fredApp.events.filter((event) => event.type === 'typing')).toEqual([]);
    for (const app of [caraApp, danApp, fredApp]) app.socket.close();
  });
});

describe('9. a session\'s end closes its sockets at once', () => {
  it('logout closes that session\'s sockets before a message can reach them; another session of the member keeps its own', async () => {
    const [ann, ben] = await Promise.all([woman(server), man(server)]);
    await conversation(ben, ann, 'Hi Ann');
    const otherDevice = cookieOf(await logIn(server, ann.email, PASSWORD));
    const [here, there] = await Promise.all([connect(ann.cookie), connect(otherDevice)]);
    const logout = await server.app.inject({ method: 'GET', url: '/api/logout.php', headers: { cookie: ann.cookie, 'x-request-type': 'client' } });
    expect(logout.statusCode).toBe(200);
    await conversation(ben, ann, 'Still there?');
    expect(await standing(here)).toBe(LIVE_CLOSE_SESSION_ENDED);
    expect(here.events).toEqual([]);
    expect((await there.next('message')).payload.message.body).toBe('Still there?');
    there.socket.close();
  });

  it('a password change closes the sockets of every session it ended; the device that changed it opens one with its new session', async () => {
    const ann = await woman(server);
    const otherDevice = cookieOf(await logIn(server, ann.email, PASSWORD));
    const [here, there] = await Promise.all([connect(ann.cookie), connect(otherDevice)]);
    const password = 'a different and unusual passphrase';
    const changed = await call(server, 'POST', '/api/password.php', { old_password: PASSWORD, password, password_repeat: password }, ann.cookie);
    expect(changed.statusCode).toBe(200);
    expect(await standing(here)).toBe(LIVE_CLOSE_SESSION_ENDED);
    expect(await standing(there)).toBe(LIVE_CLOSE_SESSION_ENDED);
    const again = await connect(cookieOf(changed));
    expect(await standing(again)).toBe('open');
    again.socket.close();
  });

  it('deleting the account closes its sockets at once', async () => {
    const ann = await woman(server);
    const here = await connect(ann.cookie);
    expect((await call(server, 'DELETE', '/api/user.php', { password: PASSWORD }, ann.cookie)).statusCode).toBe(200);
    expect(await standing(here)).toBe(LIVE_CLOSE_SESSION_ENDED);
  });

  it('a ban closes the member\'s sockets at once where its bus reaches them', async () => {
    const ann = await woman(server);
    const here = await connect(ann.cookie);
    expect(await banMember({ db: server.db, jobs: server.jobs, bus: server.bus }, null, ann.id, { reason: 'scam', facts: 'You asked members for money.' }, new Date())).toBe(true);
    expect(await standing(here)).toBe(LIVE_CLOSE_SESSION_ENDED);
  });
});
