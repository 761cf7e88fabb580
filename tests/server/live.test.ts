import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LIVE_CLOSE_SESSION_ENDED } from '../../common/api/live';
import { listenOnLoopback, startTestServer, type TestServer } from './helpers/test-server';
import { openLive, settle } from './helpers/live';
import { send } from './helpers/chat';
import { call, makePremium, man, woman } from './helpers/members';

/** The live channel over a real socket on loopback: who may open it, and what reaches whom. */

const HEARTBEAT_MS = 200;
let server: TestServer;
let origin: string;

beforeAll(async () => {
  server = await startTestServer({ MESSAGE_CREDITS: '5', SIGNUP_CREDITS: '20', FREE_MESSAGES: '0' }, { liveHeartbeatMs: HEARTBEAT_MS });
  origin = await listenOnLoopback(server);
});
afterAll(() => server.close());

const connect = (member: { cookie: string }, headers: Record<string, string> = { origin }) => openLive(origin, { cookie: member.cookie, ...headers });

/** The HTTP status a refused upgrade answered. */
async function refusedWith(headers: Record<string, string>): Promise<number> {
  const socket = new WebSocket(`${origin.replace('http', 'ws')}/api/live.php`, { headers });
  // Ending a refused upgrade is reported as an error: expected here.
  socket.on('error', () => undefined);
  const [, response] = (await once(socket, 'unexpected-response')) as [unknown, { statusCode: number }];
  socket.terminate();
  return response.statusCode;
}

describe('the live channel', () => {
  it('opens only for a member of our own site', async () => {
    const member = await woman(server);
    expect(await refusedWith({ origin })).toBe(403);
    expect(await refusedWith({ cookie: member.cookie })).toBe(403);
    expect(await refusedWith({ cookie: member.cookie, origin: 'https://evil.example' })).toBe(403);
    const live = await connect(member);
    live.socket.close();
  });

  it('carries a message to the partner at once, and to the sender\'s other app with the new balance', async () => {
    const [ann, ben] = await Promise.all([woman(server), man(server)]);
    const [annPhone, annDesk, benApp] = await Promise.all([connect(ann), connect(ann), connect(ben)]);
    expect((await send(server, ann, ben.id, 'Hi Ben')).statusCode).toBe(201);

    const arrived = await benApp.next('message');
    expect(arrived.payload.message).toMatchObject({ body: 'Hi Ben', from_me: false, client_id: null, state: 'delivered' });
    expect(arrived.payload.senderId).toBe(ann.id);
    for (const app of [annPhone, annDesk]) {
      expect((await app.next('message')).payload.message).toMatchObject({ body: 'Hi Ben', from_me: true });
      expect((await app.next('credits')).payload.balance).toBe(15);
    }

    // Ben reads: Ann's apps see her message read; Ben's own app hears it too (his other apps count it read).
    const conversation = arrived.payload.conversationId;
    expect((await call(server, 'PUT', '/api/chat.php', { conversation, up_to: arrived.payload.message.id }, ben.cookie)).statusCode).toBe(200);
    expect((await annPhone.next('read')).payload).toEqual({ conversationId: conversation, readerId: ben.id, upToMessageId: arrived.payload.message.id });
    expect((await benApp.next('read')).payload.readerId).toBe(ben.id);

    // A like arrives live too.
    expect((await call(server, 'POST', '/api/like.php', { id: ann.id }, ben.cookie)).statusCode).toBe(200);
    expect((await annDesk.next('like')).payload.likerId).toBe(ben.id);
    for (const app of [annPhone, annDesk, benApp]) app.socket.close();
  });

  it('passes typing to the partner only, at most once a second, and nothing across a block', async () => {
    const [cara, dan, eve] = await Promise.all([woman(server), man(server), woman(server)]);
    await makePremium(server, cara.id);
    const sent = await send(server, cara, dan.id, 'Hello Dan');
    const conversation = (sent.json() as { message: { conversation: number } }).message.conversation;
    const [caraApp, danApp, eveApp] = await Promise.all([connect(cara), connect(dan), connect(eve)]);

    caraApp.socket.send(JSON.stringify({ type: 'typing', conversation }));
    caraApp.socket.send(JSON.stringify({ type: 'typing', conversation }));
    expect((await danApp.next('typing')).payload).toEqual({ conversationId: conversation, senderId: cara.id });
    // Eve tries to type into a conversation that is not hers, and sends what is no message at all.
    eveApp.socket.send(JSON.stringify({ type: 'typing', conversation }));
    eveApp.socket.send('{"type":"typing","conversation":"1 or 1=1"}');
    eveApp.socket.send('not json');
    await Promise.all([settle(eveApp), settle(caraApp), settle(danApp)]);
    expect(danApp.events.filter((event) => event.type === 'typing')).toEqual([]);
    expect(caraApp.events.filter((event) => event.type === 'typing')).toEqual([]);
    expect(eveApp.socket.readyState).toBe(WebSocket.OPEN);

    expect((await call(server, 'POST', '/api/block.php', { id: cara.id }, dan.cookie)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    caraApp.socket.send(JSON.stringify({ type: 'typing', conversation }));
    expect((await send(server, cara, dan.id, 'Still there?')).statusCode).toBe(403);
    await Promise.all([settle(caraApp), settle(danApp)]);
    expect(danApp.events).toEqual([]);
    for (const app of [caraApp, danApp, eveApp]) app.socket.close();
  });

  it('closes when the session ends', async () => {
    const member = await man(server);
    const live = await connect(member);
    const logout = await server.app.inject({ method: 'GET', url: '/api/logout.php', headers: { cookie: member.cookie, 'x-request-type': 'client' } });
    expect(logout.statusCode).toBe(200);
    expect(await live.closed).toBe(LIVE_CLOSE_SESSION_ENDED);
  });

  it("renews every open app's row at each heartbeat, and the last-seen time of members with an app in view only", async () => {
    const [inView, hidden] = await Promise.all([man(server), man(server)]);
    const hiddenApp = new WebSocket(`${origin.replace('http', 'ws')}/api/live.php?hidden=1`, { headers: { cookie: hidden.cookie, origin } });
    await once(hiddenApp, 'open');
    const sockets = [(await connect(inView)).socket, (await connect(inView)).socket, hiddenApp];
    const long = '2000-01-01T00:00:00.000Z';
    const members = [inView.id, hidden.id];
    await expect.poll(async () => (await server.db.selectFrom('open_apps').select('id').where('user_id', 'in', members).execute()).length).toBe(3);
    await server.db.updateTable('open_apps').set({ seen_at: long }).where('user_id', 'in', members).execute();
    await server.db.updateTable('users').set({ last_seen_at: long }).where('id', 'in', members).execute();

    const renewed = async () => (await server.db.selectFrom('open_apps').select('seen_at').where('user_id', 'in', members).execute()).filter((row) => row.seen_at !== long).length;
    await expect.poll(renewed, { timeout: 3 * HEARTBEAT_MS }).toBe(3);
    const seen = await server.db.selectFrom('users').select(['id', 'last_seen_at']).where('id', 'in', members).orderBy('id').execute();
    expect(seen.find((row) => row.id === inView.id)!.last_seen_at).not.toBe(long);
    expect(seen.find((row) => row.id === hidden.id)!.last_seen_at).toBe(long);
    for (const socket of sockets) socket.close();
  });

  it('closes at the next heartbeat when the session ended where the bus does not reach (it expired, the ban command)', async () => {
    const member = await man(server);
    const live = await connect(member);
    await server.db.deleteFrom('sessions').where('user_id', '=', member.id).execute();
    expect(await live.closed).toBe(LIVE_CLOSE_SESSION_ENDED);
  });

  it('closes at the next heartbeat when the session expired, though its app is still there', async () => {
    const member = await man(server);
    const live = await connect(member);
    await expect.poll(async () => (await server.db.selectFrom('open_apps').select('id').where('user_id', '=', member.id).execute()).length).toBe(1);
    await server.db.updateTable('sessions').set({ expires_at: '2000-01-01T00:00:00.000Z' }).where('user_id', '=', member.id).execute();
    expect(await live.closed).toBe(LIVE_CLOSE_SESSION_ENDED);
  });
});
