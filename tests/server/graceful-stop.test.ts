import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLOSE_RESTART } from '../../common/api/live';
import { startTestServer, type TestServer } from './helpers/test-server';
import { openLive } from './helpers/live';
import { activeMember, makePremium, type RealMember } from './helpers/members';
import { startServerProcess } from './helpers/server-process';

/**
 * A server process that is stopped (issue 36, point 4: a deploy, a restart) as `npm start` runs it:
 * it answers what is in flight, tells its live sockets to reconnect elsewhere at once, loses no
 * acknowledged write, and exits 0. The members are made by a test server on the same database.
 */

let prepared: TestServer;
let ann: RealMember;
let ben: RealMember;

beforeAll(async () => {
  prepared = await startTestServer();
  [ann, ben] = await Promise.all([
    activeMember(prepared, { gender: 'female', seeking: 'male' }),
    activeMember(prepared, { gender: 'male', seeking: 'female' }),
  ]);
  await makePremium(prepared, ann.id);
});
afterAll(() => prepared.close());

/** A chat send from Ann to Ben whose body is sent in two parts: the second when `rest` is called. */
function sendInTwoParts(origin: string, body: string) {
  const payload = JSON.stringify({ client_id: randomUUID(), to: ben.id, kind: 'text', body });
  const request = http.request(`${origin}/api/messages.php`, {
    method: 'POST', headers: { cookie: ann.cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode!, body: text }));
    });
    request.on('error', reject);
  });
  request.write(payload.slice(0, 20));
  return { answer, rest: () => request.end(payload.slice(20)) };
}

/** A plain chat send; its status, or 0 when the connection was refused or broken. */
async function send(origin: string, body: string): Promise<{ status: number; clientId: string }> {
  const clientId = randomUUID();
  try {
    const response = await fetch(`${origin}/api/messages.php`, {
      method: 'POST', headers: { cookie: ann.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: clientId, to: ben.id, kind: 'text', body }),
    });
    return { status: response.status, clientId };
  } catch {
    return { status: 0, clientId };
  }
}

describe('a server process that is stopped', () => {
  it('is live and ready before; answers what is in flight, closes live sockets with "restart", keeps every acknowledged send, and exits 0', async () => {
    const { process: server, origin } = await startServerProcess(prepared, { RATE_LIMITS: 'off', MESSAGE_CREDITS: '0' });
    expect(await (await fetch(`${origin}/healthz`)).json()).toEqual({ status: 'live' });
    expect(await (await fetch(`${origin}/readyz`)).json()).toEqual({ status: 'ready', database: 'up', redis: 'not used' });

    const benApp = await openLive(origin, { cookie: ben.cookie, origin });
    const inFlight = sendInTwoParts(origin, 'Sent as the server stops');
    // Sends keep arriving while it stops: each is either acknowledged and kept, or refused and not.
    const sends: Promise<{ status: number; clientId: string }>[] = [];
    const sending = setInterval(() => sends.push(send(origin, `Message ${sends.length}`)), 2);
    await new Promise((resolve) => setTimeout(resolve, 100));

    const exited = server.exited;
    void server.stop();
    expect(await benApp.closed).toBe(LIVE_CLOSE_RESTART);
    inFlight.rest();
    const answered = await inFlight.answer;
    clearInterval(sending);
    expect(answered.status).toBe(201);
    expect(await exited).toBe(0);
    expect(server.output()).toMatch(/SIGTERM: stopping/);

    const settled = await Promise.all(sends);
    const acknowledged = settled.filter((result) => result.status === 201).map((result) => result.clientId);
    expect(acknowledged.length).toBeGreaterThan(0);
    // Refused ones were refused whole: a broken connection or 503, never a 500.
    expect(settled.every((result) => [0, 201, 503].includes(result.status))).toBe(true);
    const stored = await prepared.db.selectFrom('messages').select('client_id').where('sender_id', '=', ann.id).execute();
    const storedIds = new Set(stored.map((row) => row.client_id));
    for (const clientId of acknowledged) expect(storedIds.has(clientId)).toBe(true);
    expect(stored.length).toBeGreaterThanOrEqual(acknowledged.length + 1);
  });
});
