import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { PushPayload } from '../../common/api/push';
import { PASSWORD, cookieOf, logIn } from './helpers/accounts';
import { listenOnLoopback, startTestServer, type TestServer } from './helpers/test-server';
import { jobsDone } from './helpers/jobs';
import { call, errorOf, makePremium, man, woman, type RealMember } from './helpers/members';
import { startPushEndpoint, testSubscription, vapidOf, type PushEndpoint, type TestDevice } from './helpers/push-endpoint';

/**
 * Pushes end to end: a device subscribes, news is queued, and the server posts an encrypted, VAPID
 * signed push to a push service on loopback, which the test opens with the device's keys.
 */

let server: TestServer;
let endpoint: PushEndpoint;
let origin: string;
let clock = new Date('2026-11-23T12:00:00Z');
let ann: RealMember;
let gina: RealMember;
let ivy: RealMember;
let ben: RealMember;
let carl: RealMember;
let dan: RealMember;
let annPhone: TestDevice;

beforeAll(async () => {
  endpoint = await startPushEndpoint();
  // The push service's port must be named: a bare host is port 443 only.
  server = await startTestServer(
    { PUSH_SERVICES: new URL(endpoint.origin).host, PUBLIC_URL: 'https://amora.example', FREE_MESSAGES: '1000', SIGNUP_CREDITS: '100', MESSAGE_CREDITS: '1' },
    { now: () => clock, runJobs: true },
  );
  origin = await listenOnLoopback(server);
  const english = { language: 'en' } as const;
  [ann, gina, ivy, ben, carl, dan] = await Promise.all([
    woman(server, english), woman(server, english), woman(server, english), man(server), man(server), man(server),
  ]);
  // Writers start conversations with several members: more than a free member may.
  for (const writer of [ben, carl, dan]) await makePremium(server, writer.id);
  annPhone = testSubscription(`${endpoint.origin}/ann-phone`);
});
afterAll(async () => {
  await server.close();
  await endpoint.close();
});

const subscribe = (subscription: unknown, cookie?: string) =>
  server.app.inject({ method: 'POST', url: '/api/user.php?push=1', payload: { subscription }, headers: cookie ? { cookie } : {} });
const write = async (from: RealMember, to: RealMember, body: string) => {
  const response = await call(server, 'POST', '/api/messages.php', { client_id: randomUUID(), to: to.id, kind: 'text', body }, from.cookie);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ message: { conversation: number } }>().message.conversation;
};
const devicesOf = async (member: RealMember) =>
  (await server.db.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', member.id).orderBy('endpoint').execute()).map((row) => new URL(row.endpoint).pathname);
const pushesTo = (path: string) => endpoint.received.filter((push) => push.path === path);
/** The next push to a device that answered 201, opened with its keys. */
async function nextPush(path: string, device: TestDevice, after: number): Promise<PushPayload> {
  await expect.poll(() => pushesTo(path).filter((push) => push.status === 201).length, { timeout: 5000 }).toBe(after + 1);
  return JSON.parse(device.decrypt(pushesTo(path).filter((push) => push.status === 201).at(-1)!.body)) as PushPayload;
}

describe('push subscriptions', () => {
  it('attaches a browser subscription to the session; refuses a bad one with a reason and stores nothing', async () => {
    const good = annPhone.subscription;
    const point = (first: number) => Buffer.concat([Buffer.from([first]), randomBytes(64)]).toString('base64url');
    const bad: [string, unknown, string][] = [
      ['keys missing', { endpoint: good.endpoint }, 'invalid_input'],
      ['a key of 64 bytes', { ...good, keys: { ...good.keys, p256dh: randomBytes(64).toString('base64url') } }, 'push_subscription_invalid'],
      ['65 bytes that are no uncompressed point', { ...good, keys: { ...good.keys, p256dh: point(2) } }, 'push_subscription_invalid'],
      ['an auth secret of 17 bytes', { ...good, keys: { ...good.keys, auth: randomBytes(17).toString('base64url') } }, 'push_subscription_invalid'],
      ['an auth secret of 8 bytes', { ...good, keys: { ...good.keys, auth: randomBytes(8).toString('base64url') } }, 'invalid_input'],
      ['plain http', { ...good, endpoint: good.endpoint.replace('https:', 'http:') }, 'push_service_unknown'],
      ['a host that is no push service', { ...good, endpoint: 'https://push.evil.example/ann-phone' }, 'push_service_unknown'],
      ['credentials in the address', { ...good, endpoint: good.endpoint.replace('https://', 'https://user:secret@') }, 'push_service_unknown'],
      ['the listed host on a port the list does not name', { ...good, endpoint: 'https://127.0.0.1/ann-phone' }, 'push_service_unknown'],
    ];
    for (const [what, subscription, code] of bad) {
      const response = await subscribe(subscription, ann.cookie);
      expect(response.statusCode, what).toBe(400);
      expect(errorOf(response), what).toMatchObject({ error: code, message: expect.stringMatching(/\w/) });
    }
    const anonymous = await subscribe(good);
    expect(anonymous.statusCode).toBe(403);
    expect(errorOf(anonymous).error).toBe('authentication_required');
    expect(await server.db.selectFrom('push_subscriptions').select('id').execute()).toEqual([]);

    const response = await subscribe(good, ann.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ subscribed: true });
    const row = await server.db.selectFrom('push_subscriptions').innerJoin('sessions', 'sessions.id', 'push_subscriptions.session_id')
      .select(['push_subscriptions.user_id', 'push_subscriptions.p256dh', 'push_subscriptions.auth', 'sessions.user_id as session_user'])
      .where('endpoint', '=', good.endpoint).executeTakeFirstOrThrow();
    expect(row).toEqual({ user_id: ann.id, session_user: ann.id, ...good.keys });
  });
});

describe('pushes', () => {
  it('pushes a message to a member with no app open: encrypted for the device, VAPID-signed, neutral on the lock screen', async () => {
    const conversation = await write(ben, ann, 'Meet me at the station at eight');
    const payload = await nextPush('/ann-phone', annPhone, 0);
    expect(payload).toEqual({
      kind: 'message', url: `/chats/${conversation}`, tag: `conversation-${conversation}`, title: server.config.site.name, body: 'You have a new message', badge: 1,
    });
    const { headers } = pushesTo('/ann-phone')[0]!;
    expect(headers).toMatchObject({ ttl: '86400', urgency: 'high', topic: `conversation-${conversation}`, 'content-encoding': 'aes128gcm' });
    // Signed with the key the browsers subscribe with, which the settings publish.
    const { settings } = (await call(server, 'GET', '/api/settings.php?country=NL')).json<{ settings: { push_public_key: string } }>();
    const vapid = vapidOf(headers.authorization);
    expect(vapid?.key).toBe(settings.push_public_key);
    expect(vapid?.claims).toMatchObject({ aud: endpoint.origin, sub: expect.stringMatching(/^mailto:/) });
  });

  it('pushes once a minute per conversation; with previews on, it names the sender and says the text', async () => {
    await write(ben, ann, 'Are you there?');
    await jobsDone(server, clock);
    expect(pushesTo('/ann-phone')).toHaveLength(1);

    const previews = await call(server, 'PUT', '/api/user.php', { push_previews: true }, ann.cookie);
    expect(previews.json()).toMatchObject({ user: { push_previews: true } });
    clock = new Date(clock.getTime() + 60_000);
    await write(ben, ann, 'See you at eight');
    expect(await nextPush('/ann-phone', annPhone, 1)).toMatchObject({ kind: 'message', title: ben.name, body: 'See you at eight', badge: 3 });
  });

  it('pushes nothing while an app is in view, and the next message once it is hidden (by the live channel or the beacon)', async () => {
    const app = 'ann-phone-app';
    const socket = new WebSocket(`${origin.replace('http', 'ws')}/api/live.php?app=${app}`, { headers: { cookie: ann.cookie, origin } });
    await once(socket, 'open');
    const hidden = () => server.db.selectFrom('open_apps').select('hidden').where('user_id', '=', ann.id).execute();
    await expect.poll(hidden).toEqual([{ hidden: 0 }]);
    const pushes = () => pushesTo('/ann-phone').length;
    const before = pushes();

    await write(carl, ann, 'Hello from Carl');
    await jobsDone(server, clock);
    expect(pushes()).toBe(before);
    socket.send(JSON.stringify({ type: 'visibility', hidden: true }));
    await expect.poll(hidden).toEqual([{ hidden: 1 }]);
    await write(carl, ann, 'Carl again');
    expect(await nextPush('/ann-phone', annPhone, before)).toMatchObject({ title: carl.name, body: 'Carl again' });

    socket.send(JSON.stringify({ type: 'visibility', hidden: false }));
    await expect.poll(hidden).toEqual([{ hidden: 0 }]);
    await write(dan, ann, 'Hello from Dan');
    await jobsDone(server, clock);
    expect(pushes()).toBe(before + 1);
    // The beacon a page sends as it goes out of view (with an empty JSON body, as the client does), when its socket may not get to say so.
    expect((await call(server, 'POST', `/api/page-hidden.php?app=${app}`, {}, ann.cookie)).statusCode).toBe(204);
    await write(dan, ann, 'Dan again');
    expect(await nextPush('/ann-phone', annPhone, before + 1)).toMatchObject({ title: dan.name, body: 'Dan again' });
    socket.close();
    await once(socket, 'close');
  });

  it('queues no push job for a member without a device that takes pushes: a message or a like to them leaves the queue as it was', async () => {
    const pushJobs = async () => (await server.db.selectFrom('jobs').select('id').where('kind', '=', 'push').execute()).length;
    const before = await pushJobs();
    await write(ben, ivy, 'Hello Ivy');
    expect((await call(server, 'POST', '/api/like.php', { id: ivy.id }, carl.cookie)).statusCode).toBe(200);
    expect(await pushJobs()).toBe(before);
    // The same news to a member with a device is queued.
    await write(ben, ann, 'Hello Ann');
    expect(await pushJobs()).toBe(before + 1);
    await jobsDone(server, clock);
  });

  it('pushes a like and a match', async () => {
    const before = pushesTo('/ann-phone').length;
    expect((await call(server, 'POST', '/api/like.php', { id: ann.id }, carl.cookie)).statusCode).toBe(200);
    expect(await nextPush('/ann-phone', annPhone, before)).toMatchObject({ kind: 'like', url: '/likes', tag: 'likes', body: `${carl.name} likes you` });

    expect((await call(server, 'POST', '/api/like.php', { id: dan.id }, ann.cookie)).statusCode).toBe(200);
    expect((await call(server, 'POST', '/api/like.php', { id: ann.id }, dan.cookie)).statusCode).toBe(200);
    expect(await nextPush('/ann-phone', annPhone, before + 1)).toMatchObject({ kind: 'match', url: `/members/${dan.id}/chat`, tag: `match-${dan.id}` });
  });
});

describe('push delivery', () => {
  it('removes a device the push service forgot (410, 404), and tries a failing service again without losing the push', async () => {
    const flaky = testSubscription(`${endpoint.origin}/gina-flaky`);
    for (const [path, status] of [['/gina-gone', 410], ['/gina-missing', 404], ['/gina-flaky', 500]] as const) {
      endpoint.answer(path, status);
      const device = path === '/gina-flaky' ? flaky : testSubscription(`${endpoint.origin}${path}`);
      expect((await subscribe(device.subscription, gina.cookie)).statusCode).toBe(200);
    }
    await write(ben, gina, 'Hello Gina');
    await jobsDone(server, clock);
    expect(await devicesOf(gina)).toEqual(['/gina-flaky']);
    const retry = await server.db.selectFrom('jobs').select(['state', 'attempts', 'run_at']).where('kind', '=', 'push-send')
      .where('payload', 'like', `%"subscription":${(await server.db.selectFrom('push_subscriptions').select('id').where('user_id', '=', gina.id).executeTakeFirstOrThrow()).id},%`)
      .executeTakeFirstOrThrow();
    expect(retry).toMatchObject({ state: 'queued', attempts: 1 });

    endpoint.answer('/gina-flaky', 201);
    clock = new Date(retry.run_at);
    expect(await nextPush('/gina-flaky', flaky, 0)).toMatchObject({ kind: 'message', body: 'You have a new message' });
    await jobsDone(server, clock);
    expect(pushesTo('/gina-flaky').map((push) => push.status)).toEqual([500, 201]);
  });
});

describe('the end of a subscription', () => {
  it('ends with the session that made it, when the member turns push off there, and with the account', async () => {
    const second = cookieOf(await logIn(server, ivy.email, PASSWORD));
    for (const [path, cookie] of [['/ivy-1', ivy.cookie], ['/ivy-2', second], ['/ivy-3', ivy.cookie]] as const) {
      expect((await subscribe(testSubscription(`${endpoint.origin}${path}`).subscription, cookie)).statusCode).toBe(200);
    }
    const logout = await server.app.inject({ method: 'GET', url: '/api/logout.php', headers: { cookie: second, 'x-request-type': 'client' } });
    expect(logout.statusCode).toBe(200);
    expect(await devicesOf(ivy)).toEqual(['/ivy-1', '/ivy-3']);

    const turnOff = (path: string, cookie: string) => call(server, 'DELETE', '/api/push-subscription.php', { endpoint: `${endpoint.origin}${path}` }, cookie);
    // Another member cannot end it.
    expect((await turnOff('/ivy-1', ann.cookie)).statusCode).toBe(200);
    expect(await devicesOf(ivy)).toEqual(['/ivy-1', '/ivy-3']);
    const off = await turnOff('/ivy-1', ivy.cookie);
    expect(off.json()).toEqual({ subscribed: false });
    expect(await devicesOf(ivy)).toEqual(['/ivy-3']);

    expect((await call(server, 'DELETE', '/api/user.php', { password: PASSWORD }, ivy.cookie)).statusCode).toBe(200);
    expect(await devicesOf(ivy)).toEqual([]);
  });
});
