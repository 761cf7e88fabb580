import { once } from 'node:events';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Bus, ChangeEvent, MemberEvent } from '../../server/adapters/bus';
import { memoryRateLimiter, type RateLimiter } from '../../server/adapters/rate-limiter';
import { openRedis, redisAnswers, type RedisConnections } from '../../server/adapters/redis';
import { createRedisBus } from '../../server/adapters/redis-bus';
import { redisRateLimiter } from '../../server/adapters/redis-rate-limiter';
import { freshRedis, type TestRedis } from './helpers/redis-database';
import { startRelay, type Relay } from './helpers/relay';

/**
 * The bus and the rate limiter across processes (issue 36): each "process" here is a pair of
 * connections of its own to the machine's Redis, as two servers would have.
 */

let redis: TestRedis;
const opened: RedisConnections[] = [];
const relays: Relay[] = [];

beforeAll(async () => {
  redis = await freshRedis('adapters');
});
afterEach(async () => {
  for (const connections of opened.splice(0)) await connections.close();
  for (const relay of relays.splice(0)) relay.close();
});
afterAll(async () => {
  await redis.drop();
});

const warnings: object[] = [];
const log = { error: (obj: object) => warnings.push(obj), warn: (obj: object) => warnings.push(obj) };

async function connect(url = redis.url): Promise<RedisConnections> {
  const connections = openRedis(url);
  opened.push(connections);
  await redisAnswers(connections.commands);
  await redisAnswers(connections.subscriber);
  return connections;
}

async function processBus(url?: string): Promise<{ bus: Bus; connections: RedisConnections }> {
  const connections = await connect(url);
  return { bus: createRedisBus(connections.commands, connections.subscriber, log), connections };
}

const likeEvent = (memberId: number, likerId: number): MemberEvent => ({ memberId, type: 'like', payload: { likerId } });

/** Collects a member's events until `count` arrived. */
function collect(bus: Bus, memberId: number, count: number) {
  const events: MemberEvent[] = [];
  let arrived!: () => void;
  const all = new Promise<void>((resolve) => (arrived = resolve));
  const unsubscribe = bus.subscribe(memberId, (event) => {
    events.push(event);
    if (events.length === count) arrived();
  });
  return { events, all, unsubscribe };
}

/** How many subscribers a channel of this site has (`member:5`, `changes`). */
async function subscribers(connections: RedisConnections, channel: string): Promise<number> {
  const [, count] = (await connections.commands.pubsub('NUMSUB', `amora:${connections.commands.options.db}:${channel}`)) as [string, number];
  return count;
}

/** A subscription reaches Redis after the call returns: wait until Redis counts it. */
async function subscribed(connections: RedisConnections, memberId: number, count: number): Promise<void> {
  await subscribedTo(connections, `member:${memberId}`, count);
}

async function subscribedTo(connections: RedisConnections, channel: string, count: number): Promise<void> {
  while ((await subscribers(connections, channel)) !== count) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('the bus through Redis', () => {
  it("delivers an event published on one process to the member's listeners on another, in order", async () => {
    const one = await processBus();
    const two = await processBus();
    const forMember = collect(two.bus, 5, 200);
    const forOther = collect(two.bus, 6, 1);
    await subscribed(two.connections, 5, 1);
    await subscribed(two.connections, 6, 1);
    for (let i = 1; i <= 200; i += 1) void one.bus.publish(likeEvent(5, i));
    await forMember.all;
    expect(forMember.events).toEqual(Array.from({ length: 200 }, (_, i) => likeEvent(5, i + 1)));
    expect(forOther.events).toEqual([]);
  });

  it("keeps one subscription per member and process, dropped with the member's last listener", async () => {
    const { bus, connections } = await processBus();
    const first = collect(bus, 7, 1);
    const second = collect(bus, 7, 1);
    await subscribed(connections, 7, 1);
    first.unsubscribe();
    expect(await subscribers(connections, 'member:7')).toBe(1);
    await bus.publish(likeEvent(7, 1));
    await second.all;
    second.unsubscribe();
    await subscribed(connections, 7, 0);
  });

  it("reaches no process of another site on the same Redis (another database number)", async () => {
    const one = await processBus();
    const other = await processBus(redis.url.replace(/\/\d+$/, '/15'));
    const elsewhere = collect(other.bus, 8, 1);
    const here = collect(one.bus, 8, 1);
    await subscribed(one.connections, 8, 1);
    await one.bus.publish(likeEvent(8, 1));
    await here.all;
    expect(elsewhere.events).toEqual([]);
  });

  it('broadcasts a change to every process: the one that broadcast hears it once, before the call returns; the others through Redis', async () => {
    const one = await processBus();
    const two = await processBus();
    const heardByOne: ChangeEvent[] = [];
    const heardByTwo: ChangeEvent[] = [];
    one.bus.onChange((event) => heardByOne.push(event));
    two.bus.onChange((event) => heardByTwo.push(event));
    await subscribedTo(one.connections, 'changes', 2);
    await one.bus.broadcast({ type: 'sessions-ended', memberId: 4 });
    expect(heardByOne).toEqual([{ type: 'sessions-ended', memberId: 4 }]);
    await expect.poll(() => heardByTwo).toEqual([{ type: 'sessions-ended', memberId: 4 }]);
    await two.bus.broadcast({ type: 'blocks-changed', memberIds: [4, 5] });
    await expect.poll(() => heardByOne).toHaveLength(2);
    // Its own broadcast, coming back through Redis, is not heard a second time.
    await one.bus.broadcast({ type: 'sessions-ended', memberId: 6 });
    await expect.poll(() => heardByTwo).toHaveLength(3);
    expect(heardByOne).toEqual([{ type: 'sessions-ended', memberId: 4 }, { type: 'blocks-changed', memberIds: [4, 5] }, { type: 'sessions-ended', memberId: 6 }]);
  });

  it('tells the listeners when Redis goes away, publishes without waiting meanwhile, and delivers again when it is back', async () => {
    const relay = await startRelay(6379);
    relays.push(relay);
    const sender = await processBus();
    const { bus, connections } = await processBus(redis.urlThrough(relay.port));
    const events = collect(bus, 9, 1);
    await subscribed(sender.connections, 9, 1);
    expect(bus.live()).toBe(true);

    const changes: ChangeEvent[] = [];
    bus.onChange((event) => changes.push(event));

    relay.cut();
    await events.all;
    expect(events.events).toEqual([{ memberId: 9, type: 'interrupted', payload: {} }]);
    // Changes may be missed from now on: whoever keeps copies drops them.
    expect(changes).toEqual([{ type: 'lost' }]);
    expect(bus.live()).toBe(false);
    // Its own publishing connection is away too: a publish returns at once and is logged, never thrown.
    const started = Date.now();
    await bus.publish(likeEvent(10, 1));
    expect(Date.now() - started).toBeLessThan(500);

    await relay.restore();
    await once(connections.subscriber, 'ready');
    const after = collect(bus, 9, 2);
    await subscribed(sender.connections, 9, 1);
    await sender.bus.publish(likeEvent(9, 2));
    expect(bus.live()).toBe(true);
    await expect.poll(() => after.events.length).toBeGreaterThanOrEqual(1);
    expect(after.events.at(-1)).toEqual(likeEvent(9, 2));
  });

  describe('says Redis went away (issue 50)', () => {
    const WENT_AWAY = 'Redis went away: live sockets close, and apps poll until it is back.';
    /** A bus whose log keeps what it said. */
    async function sayingBus(url?: string) {
      const said: string[] = [];
      const connections = await connect(url);
      const bus = createRedisBus(connections.commands, connections.subscriber, { error: () => undefined, warn: (_obj, message) => said.push(message) });
      return { bus, connections, said };
    }

    it('when the connection is lost', async () => {
      const relay = await startRelay(6379);
      relays.push(relay);
      const { said } = await sayingBus(redis.urlThrough(relay.port));
      relay.cut();
      await expect.poll(() => said).toContain(WENT_AWAY);
    });

    it('never when the process closes it, as every script does at its end', async () => {
      const { bus, connections, said } = await sayingBus();
      const ended = once(connections.subscriber, 'end');
      await bus.close();
      await connections.close();
      await ended;
      expect(said).toEqual([]);
    });
  });
});

describe('the rate limits through Redis', () => {
  const limit = { max: 5, seconds: 60 };
  const at = (seconds: number) => new Date(Date.UTC(2026, 10, 28, 12, 0, seconds));

  /** The answers of `calls` hits of one key, alternating between the limiters. */
  async function answers(limiters: RateLimiter[], key: string, calls: number, now: (i: number) => Date): Promise<number[]> {
    const said: number[] = [];
    for (let i = 0; i < calls; i += 1) said.push(await limiters[i % limiters.length]!.hit(key, limit, now(i)));
    return said;
  }

  it('reaches a limit at the same count, with the same wait, as one process does, when calls alternate between two', async () => {
    const two = [redisRateLimiter((await connect()).commands), redisRateLimiter((await connect()).commands)];
    const now = (i: number) => at(i);
    const shared = await answers(two, 'like:1', 8, now);
    const alone = await answers([memoryRateLimiter()], 'like:1', 8, now);
    expect(shared).toEqual(alone);
    expect(shared).toEqual([0, 0, 0, 0, 0, 55, 54, 53]);
    // A minute after the first call, one more is allowed.
    expect(await two[0]!.hit('like:1', limit, at(60))).toBe(0);
    expect(await two[1]!.hit('like:1', limit, at(60))).toBe(1);
    // Another key counts apart.
    expect(await two[1]!.hit('like:2', limit, at(60))).toBe(0);
  });

  it('lets no more through than the limit when two processes count at the same moment', async () => {
    const two = [redisRateLimiter((await connect()).commands), redisRateLimiter((await connect()).commands)];
    const said = await Promise.all(Array.from({ length: 40 }, (_, i) => two[i % 2]!.hit('message:3', limit, at(0))));
    expect(said.filter((wait) => wait === 0)).toHaveLength(5);
  });

  it('throws at once when Redis does not answer, so the call decides', async () => {
    const relay = await startRelay(6379);
    relays.push(relay);
    const limiter = redisRateLimiter((await connect(redis.urlThrough(relay.port))).commands);
    expect(await limiter.hit('sms:4', limit, at(0))).toBe(0);
    relay.cut();
    const started = Date.now();
    await expect(limiter.hit('sms:4', limit, at(1))).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(1500);
  });
});
