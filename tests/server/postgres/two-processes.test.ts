import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../../common/api/live';
import { LIVE_CLOSE_RESTART } from '../../../common/api/live';
import { grantCredits } from '../../../server/domain/payments/credits';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { openLive, type Live } from '../helpers/live';
import { activeMember, makePremium, type RealMember } from '../helpers/members';
import { freshRedis, type TestRedis } from '../helpers/redis-database';
import { startServerProcess } from '../helpers/server-process';
import type { Spawned } from '../helpers/spawned-process';

/**
 * Two server processes on two ports, on one PostgreSQL database and one Redis (issue 36, point 5),
 * behave as one product: events cross from one to the other in order, limits count both, a
 * recurring job runs once, credits are never overdrawn, and one process stopping loses nothing.
 */

let redis: TestRedis;
/** Makes the members, on the same database; it does not listen. */
let prepared: TestServer;
const processes: { process: Spawned; origin: string }[] = [];
let one: string;
let two: string;

beforeAll(async () => {
  redis = await freshRedis('processes');
  prepared = await startTestServer();
  const started = await Promise.all([1, 2].map(() => startServerProcess(prepared, { REDIS_URL: redis.url, LOG_LEVEL: 'warn' })));
  processes.push(...started);
  [one, two] = started.map((process) => process.origin) as [string, string];
  // Each says at start which of its files another process would not find.
  expect(started[0]!.process.output()).toMatch(/Several processes: mail: written to .*\/mail, a folder of this process only: several processes send it through SMTP_URL\./);
}, 120_000);
afterAll(async () => {
  await Promise.all(processes.map(({ process }) => process.stop()));
  await prepared.close();
  await redis.drop();
});

async function post(origin: string, url: string, member: RealMember, body: object): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${origin}${url}`, {
    method: 'POST', headers: { cookie: member.cookie, 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

const send = (origin: string, from: RealMember, to: RealMember, message: object = { kind: 'text', body: 'Hello' }) =>
  post(origin, '/api/messages.php', from, { client_id: randomUUID(), to: to.id, ...message });

const pair = async () => Promise.all([
  activeMember(prepared, { gender: 'female', seeking: 'male' }),
  activeMember(prepared, { gender: 'male', seeking: 'female' }),
]);

/** The next event of the socket, and how long after `since` it came. */
async function nextEvent(live: Live, since: number): Promise<{ event: LiveEvent; afterMs: number }> {
  while (live.events.length === 0) await new Promise((resolve) => live.socket.once('message', resolve));
  return { event: live.events.shift()!, afterMs: Date.now() - since };
}

describe('two server processes on one PostgreSQL and one Redis', () => {
  it("carries a message, a like and a gift sent through one process to the partner's socket on the other, each within a second, in order", async () => {
    const [ann, ben] = await pair();
    await makePremium(prepared, ann.id);
    await grantCredits(prepared.db, { userId: ann.id, amount: 100, reason: 'purchase', key: `payment:two-${ann.id}`, now: new Date() });
    const benApp = await openLive(two, { cookie: ben.cookie, origin: two });

    let sent = Date.now();
    expect((await send(one, ann, ben, { kind: 'text', body: 'Hi Ben' })).status).toBe(201);
    const message = await nextEvent(benApp, sent);
    sent = Date.now();
    expect((await post(one, '/api/like.php', ann, { id: ben.id })).status).toBe(200);
    const like = await nextEvent(benApp, sent);
    sent = Date.now();
    expect((await send(one, ann, ben, { kind: 'gift', gift: 'rose', body: '' })).status).toBe(201);
    const gift = await nextEvent(benApp, sent);

    expect([message, like, gift].map(({ event }) => event.type)).toEqual(['message', 'like', 'message']);
    expect(message.event).toMatchObject({ payload: { message: { body: 'Hi Ben', from_me: false } } });
    expect(like.event).toMatchObject({ payload: { likerId: ann.id } });
    expect(gift.event).toMatchObject({ payload: { message: { kind: 'gift', gift: 'rose' } } });
    for (const { afterMs } of [message, like, gift]) expect(afterMs).toBeLessThan(1000);
    benApp.socket.close();
  });

  it('reaches a rate limit at the same count when the calls alternate between the processes', async () => {
    const [cleo, dan] = await pair();
    const statuses: number[] = [];
    // The like limit: 60 a minute per member (server/config/config.ts).
    for (let i = 0; i < 61; i += 1) statuses.push((await post(i % 2 === 0 ? one : two, '/api/like.php', cleo, { id: dan.id })).status);
    expect(statuses.slice(0, 60).every((status) => status < 300)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it('runs a recurring job once per period, however many processes scheduled it', async () => {
    const purges = () => prepared.db.selectFrom('jobs').select(['unique_key', 'state', 'attempts']).where('kind', '=', 'purge-deleted').execute();
    await expect.poll(async () => (await purges()).filter((job) => job.state === 'done').length).toBeGreaterThanOrEqual(1);
    const done = (await purges()).filter((job) => job.state === 'done');
    // One occurrence per hour, named for its hour (the start's, and the next one's if the test crossed the hour), each run once.
    expect(done.every((job) => /^purge-deleted@\d{4}-\d\d-\d\dT\d\d:00:00\.000Z$/.test(job.unique_key ?? ''))).toBe(true);
    expect(done.every((job) => job.attempts === 1)).toBe(true);
    expect(done.length).toBeLessThanOrEqual(2);
  });

  it('never overdraws: 20 paid sends at once over both processes with credits for 5 give 5 messages and 15 refusals', async () => {
    const [eve, finn] = await pair();
    await makePremium(prepared, eve.id);
    await grantCredits(prepared.db, { userId: eve.id, amount: 25, reason: 'purchase', key: `payment:two-${eve.id}`, now: new Date() });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => send(i % 2 === 0 ? one : two, eve, finn)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 402)).toHaveLength(15);
    const { credits } = await prepared.db.selectFrom('users').select('credits').where('id', '=', eve.id).executeTakeFirstOrThrow();
    const { sum } = await prepared.db.selectFrom('credit_ledger').select((eb) => eb.fn.sum<number>('amount').as('sum')).where('user_id', '=', eve.id).executeTakeFirstOrThrow();
    expect(credits).toBe(0);
    expect(Number(sum)).toBe(credits);
  });

  it('ends a session on both when it ends on one, and hides a member blocked on one from a search on the other, within a second', async () => {
    const [ann, ben] = await pair();
    const get = (origin: string, url: string, member: RealMember) => fetch(`${origin}${url}`, { headers: { cookie: member.cookie, 'x-request-type': 'client' } });
    const menFoundBy = async (origin: string, member: RealMember) =>
      ((await (await get(origin, '/api/members.php?gender=male', member)).json()) as { results: { id: number }[] }).results.map((card) => card.id);
    // Process two reads Ann's session and blocks once and keeps them (server/domain/accounts/kept-copies.ts).
    expect(await menFoundBy(two, ann)).toContain(ben.id);
    expect((await get(two, '/api/likes.php', ann)).status).toBe(200);

    expect((await post(one, '/api/block.php', ann, { id: ben.id })).status).toBe(200);
    await expect.poll(() => menFoundBy(two, ann), { timeout: 1000 }).not.toContain(ben.id);

    expect((await get(one, '/api/logout.php', ann)).status).toBe(200);
    await expect.poll(async () => (await get(two, '/api/likes.php', ann)).status, { timeout: 1000 }).toBe(403);
  });

  it('loses nothing acknowledged when one process stops during sends, while the other keeps answering', async () => {
    const [gina, hal] = await pair();
    await makePremium(prepared, gina.id);
    await grantCredits(prepared.db, { userId: gina.id, amount: 10_000, reason: 'purchase', key: `payment:two-${gina.id}`, now: new Date() });
    const halOnOne = await openLive(one, { cookie: hal.cookie, origin: one });
    const sends: Promise<{ status: number; json: unknown }>[] = [];
    // A pair of sends every 20 ms, 25 pairs at most: within the message limit of 60 a minute.
    const sending = setInterval(() => {
      if (sends.length >= 50) return;
      sends.push(send(one, gina, hal).catch(() => ({ status: 0, json: null })));
      sends.push(send(two, gina, hal));
    }, 20);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const stopped = processes[0]!.process.stop();
    // Hal's app is told to reconnect at once, and does, to the other process.
    expect(await halOnOne.closed).toBe(LIVE_CLOSE_RESTART);
    const halOnTwo = await openLive(two, { cookie: hal.cookie, origin: two });
    await stopped;
    await new Promise((resolve) => setTimeout(resolve, 200));
    clearInterval(sending);

    const answers = await Promise.all(sends);
    const throughTwo = answers.filter((_, i) => i % 2 === 1);
    expect(throughTwo.every((answer) => answer.status === 201)).toBe(true);
    expect(answers.every((answer) => [0, 201, 503].includes(answer.status))).toBe(true);
    const acknowledged = answers.filter((answer) => answer.status === 201).map((answer) => (answer.json as { message: { id: number } }).message.id);
    const stored = await prepared.db.selectFrom('messages').select('id').where('sender_id', '=', gina.id).execute();
    const storedIds = new Set(stored.map((row) => row.id));
    expect(acknowledged.filter((id) => !storedIds.has(id))).toEqual([]);
    // The messages after the reconnect reach Hal through the process that stayed.
    expect((await send(two, gina, hal, { kind: 'text', body: 'Still here' })).status).toBe(201);
    await expect.poll(() => halOnTwo.events.some((event) => event.type === 'message' && event.payload.message.body === 'Still here')).toBe(true);
  });
});
