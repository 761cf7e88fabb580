import diagnostics from 'node:diagnostics_channel';
import type { ClientRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server';
import { jobsDone } from './helpers/jobs';
import { call, errorOf, man, woman, type RealMember } from './helpers/members';
import { startPushEndpoint, testSubscription, type PushEndpoint } from './helpers/push-endpoint';

/**
 * The push faults of the second security probe (issue 32), one describe each; every test failed on
 * the code before the fix. Every address here is loopback: the allowed suffix lies under
 * `localhost`, and the push service that must hear nothing listens on 127.0.0.1.
 */

let server: TestServer;
/** A push service on a loopback port that PUSH_SERVICES does not name: nothing may reach it. */
let listener: PushEndpoint;
const clock = new Date('2026-11-23T12:00:00Z');
/**
 * Every HTTP(S) request this process starts (the server's pushes among them), as `host path`: the
 * legacy parser's reading of the `;` address is port 443, where a test cannot count on listening.
 */
const requests: string[] = [];
const recordRequest = (message: unknown) => {
  const { request } = message as { request: ClientRequest };
  requests.push(`${String(request.getHeader('host'))} ${request.path}`);
};

beforeAll(async () => {
  listener = await startPushEndpoint();
  // A bare host is port 443 only; a leading dot takes the subdomains.
  server = await startTestServer({ PUSH_SERVICES: '127.0.0.1,.push.localhost' }, { now: () => clock, runJobs: true });
  diagnostics.subscribe('http.client.request.start', recordRequest);
});
afterAll(async () => {
  diagnostics.unsubscribe('http.client.request.start', recordRequest);
  await server.close();
  await listener.close();
});

const subscribe = (subscription: unknown, cookie: string) => call(server, 'POST', '/api/user.php?push=1', { subscription }, cookie);
const subscriptions = () => server.db.selectFrom('push_subscriptions').select(['user_id', 'session_id', 'endpoint', 'p256dh', 'auth']).orderBy('id').execute();
const sessionOf = async (member: RealMember) =>
  (await server.db.selectFrom('sessions').select('id').where('user_id', '=', member.id).orderBy('id', 'desc').executeTakeFirstOrThrow()).id;

describe('5. the push allow-list holds for the address the server connects to', () => {
  it('refuses addresses another parser reads differently, ports the list does not name, and addresses not written as the URL standard writes them', async () => {
    const member = await woman(server);
    const { port } = new URL(listener.origin);
    const hostile = [
      // The legacy url.parse web-push sent with ends the host at these: it connected to 127.0.0.1:443.
      'https://127.0.0.1;.push.localhost/device',
      "https://127.0.0.1'.push.localhost/device",
      'https://127.0.0.1{.push.localhost/device',
      // Ports: a bare host in the list is 443 only.
      `https://127.0.0.1:${port}/device`,
      `https://a.push.localhost:${port}/device`,
      // Not as the URL standard writes them, so parsers may disagree.
      'https://127.0.0.1:443/device',
      'https://0x7f000001/device',
      'HTTPS://127.0.0.1/device',
      'https://127.0.0.1/a/../device',
      'https://127.0.0.1/device\n',
    ];
    for (const endpoint of hostile) {
      const response = await subscribe(testSubscription(endpoint).subscription, member.cookie);
      expect(response.statusCode, endpoint).toBe(400);
      expect(errorOf(response).error, endpoint).toBe('push_service_unknown');
    }
    expect(await subscriptions()).toEqual([]);
  });

  it('drops a stored address that fails the check when a push is due, and connects nowhere', async () => {
    const [ann, carl] = await Promise.all([woman(server), man(server)]);
    const session = await sessionOf(ann);
    // Rows stored before the check tightened: they name the loopback listener, one through the legacy parser's reading.
    const stored = [`${listener.origin}/stored`, 'https://127.0.0.1;.push.localhost/stored'];
    for (const endpoint of stored) {
      const { keys } = testSubscription(endpoint).subscription;
      await server.db.insertInto('push_subscriptions')
        .values({ user_id: ann.id, session_id: session, endpoint, p256dh: keys.p256dh, auth: keys.auth, created_at: clock.toISOString() }).execute();
    }
    requests.length = 0;

    expect((await call(server, 'POST', '/api/like.php', { id: ann.id }, carl.cookie)).statusCode).toBe(200);
    // One job per device, then each of them done.
    await expect.poll(async () => (await server.db.selectFrom('jobs').select('id').where('kind', '=', 'push-send').execute()).length).toBe(stored.length);
    await jobsDone(server, clock);

    expect(await server.db.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', ann.id).execute()).toEqual([]);
    expect(listener.received).toEqual([]);
    expect(requests).toEqual([]);
  });
});

describe('11. a known push endpoint moves only with its owner or with the proof of its keys', () => {
  it('answers a stranger posting a known endpoint as it answers a new one and changes nothing; the device\'s own keys move it', async () => {
    const [ann, mallory, ben] = await Promise.all([woman(server), man(server), man(server)]);
    const device = testSubscription('https://a.push.localhost/shared-laptop');
    expect((await subscribe(device.subscription, ann.cookie)).statusCode).toBe(200);
    const held = async () => (await subscriptions()).filter((row) => row.endpoint === device.subscription.endpoint);
    const before = await held();

    // The same endpoint with keys of the stranger's own: they cannot know the device's auth secret.
    const taken = await subscribe(testSubscription(device.subscription.endpoint).subscription, mallory.cookie);
    const fresh = await subscribe(testSubscription('https://a.push.localhost/mallory-phone').subscription, mallory.cookie);
    expect({ status: taken.statusCode, body: taken.body }).toEqual({ status: fresh.statusCode, body: fresh.body });
    expect(await held()).toEqual(before);

    // A second member logging in on the device: the browser posts the subscription with its own keys.
    expect((await subscribe(device.subscription, ben.cookie)).statusCode).toBe(200);
    expect(await held()).toEqual([{ user_id: ben.id, session_id: await sessionOf(ben), endpoint: device.subscription.endpoint, ...device.subscription.keys }]);
  });
});
