import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LIVE_CLOSE_TRY_AGAIN } from '../../common/api/live';
import { freePort } from '../../scripts/free-port';
import { redisDatabase } from '../../server/config/redis-address';
import { loadConfig } from '../../server/config/config';
import { signupInput } from './helpers/accounts';
import { listenOnLoopback, startTestServer, type TestServer } from './helpers/test-server';
import { openLive } from './helpers/live';
import { like } from './helpers/chat';
import { activeMember, call } from './helpers/members';
import { freshRedis, type TestRedis } from './helpers/redis-database';
import { startRelay, type Relay } from './helpers/relay';
import { spawnProcess } from './helpers/spawned-process';

/**
 * A server with REDIS_URL (issue 36): its live events and limits go through Redis, and when Redis
 * goes away its members' apps fall back to polling, the limits fail open for everyday calls and
 * closed for signups, and everything comes back by itself.
 */

let redis: TestRedis;
let relay: Relay;
let server: TestServer;
let origin: string;

beforeAll(async () => {
  redis = await freshRedis('live');
  relay = await startRelay(6379);
  server = await startTestServer({ REDIS_URL: redis.urlThrough(relay.port), RATE_LIMITS: 'on' });
  origin = await listenOnLoopback(server);
});
afterAll(async () => {
  await server.close();
  relay.close();
  await redis.drop();
});

/** The status and Retry-After of a refused upgrade. */
async function refusedUpgrade(cookie: string): Promise<{ status: number; retryAfter: unknown }> {
  const socket = new WebSocket(`${origin.replace('http', 'ws')}/api/live.php`, { headers: { cookie, origin } });
  socket.on('error', () => undefined);
  const [, response] = (await once(socket, 'unexpected-response')) as [unknown, { statusCode: number; headers: Record<string, unknown> }];
  socket.terminate();
  return { status: response.statusCode, retryAfter: response.headers['retry-after'] };
}

describe('a server on Redis', () => {
  it('refuses a malformed REDIS_URL at start, naming it', () => {
    const malformed = [
      'http://cache:6379', 'redis//cache', 'cache:6379', 'redis:cache', 'redis:///0',
      // Issue 50: a database that is no number, a port out of range, anything after the number.
      'redis://cache:6379/x', 'redis://cache:6379/-1', 'redis://cache:6379/1.5', 'redis://cache:0/0', 'redis://cache:65536/0',
      'redis://cache:port/0', 'redis://cache:6379/0/1', 'redis://cache:6379/?db=3', 'redis://cache:6379/0#x',
    ];
    for (const wrong of malformed) {
      expect(() => loadConfig({ REDIS_URL: wrong }), wrong).toThrow(/^Configuration: REDIS_URL=.* takes an address starting with redis:\/\/ or rediss:\/\//);
    }
    for (const [right, database] of [['redis://cache', 0], ['redis://:pass@cache:6379/', 0], ['rediss://user:pass@[::1]:6380/15', 15]] as const) {
      expect(loadConfig({ REDIS_URL: right }).redisUrl, right).toBe(right);
      expect(redisDatabase(right)).toBe(database);
    }
  });

  it("stops a start with one line, without the password, when Redis has no database of the address's number", async () => {
    // A Redis keeps 16 unless its `databases` setting says more (the machine's: redis-cli config get databases).
    const start = spawnProcess(process.execPath, ['--import', 'tsx', 'tests/crash/server-entry.ts'], {
      env: { ...server.scriptEnv, REDIS_URL: 'redis://:secret@127.0.0.1:6379/99', PORT: String(await freePort()), SEED_MEMBERS: '0', LOG_LEVEL: 'warn' },
    });
    expect(await start.exited).toBe(1);
    expect(start.output().trim().split('\n')).toEqual([
      expect.stringMatching(/^Configuration: REDIS_URL=redis:\/\/:\*\*\*@127\.0\.0\.1:6379\/99 names database 99, which this Redis does not have \(ERR DB index is out of range/),
    ]);
  });

  it('stops a start with one line, without the password, when Redis cannot be reached', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/staff.ts'], {
      env: { ...process.env, ...server.scriptEnv, REDIS_URL: 'redis://:secret@127.0.0.1:1/0', LOG_LEVEL: 'warn' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = (await once(child, 'close')) as [number];
    expect(code).toBe(1);
    expect(stdout).toMatch(/^Database: [^\n]*\n$/);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/^Configuration: REDIS_URL=redis:\/\/:\*\*\*@127\.0\.0\.1:1\/0 cannot be reached: .*ECONNREFUSED/);
  });

  it('ends a script on Redis without saying that Redis went away (issue 50)', async () => {
    const script = spawnProcess(process.execPath, ['--import', 'tsx', 'scripts/staff.ts'], { env: { ...server.scriptEnv, REDIS_URL: redis.url } });
    expect(await script.exited).toBe(0);
    expect(script.output()).toMatch(/^Database: .*\nNo staff accounts yet\./);
    expect(script.output()).not.toContain('Redis went away');
  });

  it("carries a member's events to their live socket through Redis", async () => {
    const [ann, ben] = await Promise.all([activeMember(server, { gender: 'female', seeking: 'male' }), activeMember(server, { gender: 'male', seeking: 'female' })]);
    const annApp = await openLive(origin, { cookie: ann.cookie, origin });
    expect((await like(server, ben, ann.id)).statusCode).toBeLessThan(300);
    expect((await annApp.next('like')).payload.likerId).toBe(ben.id);
    annApp.socket.close();
  });

  it('closes the live sockets while Redis is away so the apps poll, fails open for a like and closed for a signup, and recovers', async () => {
    const [cleo, dan] = await Promise.all([activeMember(server, { gender: 'female', seeking: 'male' }), activeMember(server, { gender: 'male', seeking: 'female' })]);
    const cleoApp = await openLive(origin, { cookie: cleo.cookie, origin });

    expect((await call(server, 'GET', '/readyz')).json()).toEqual({ status: 'ready', database: 'up', redis: 'up' });
    relay.cut();
    expect(await cleoApp.closed).toBe(LIVE_CLOSE_TRY_AGAIN);
    // The load balancer sends its requests elsewhere meanwhile; the process itself lives.
    const readiness = await call(server, 'GET', '/readyz');
    expect(readiness.statusCode).toBe(503);
    expect(readiness.json()).toEqual({ status: 'not ready', database: 'up', redis: 'down' });
    expect((await call(server, 'GET', '/healthz')).statusCode).toBe(200);
    expect(await refusedUpgrade(cleo.cookie)).toEqual({ status: 503, retryAfter: '2' });
    // A like is counted by nobody meanwhile, and goes ahead; Cleo's app finds it by polling.
    expect((await like(server, dan, cleo.id)).statusCode).toBeLessThan(300);
    const polled = await call(server, 'GET', '/api/likes.php', undefined, cleo.cookie);
    expect(JSON.stringify(polled.json())).toContain(`"id":${dan.id}`);
    // A signup is what scripts are after: refused until its limit can be counted again.
    const signup = await call(server, 'POST', '/api/signup.php', signupInput());
    expect(signup.statusCode).toBe(503);
    expect(signup.headers['retry-after']).toBe('2');
    expect(signup.json()).toMatchObject({ error: 'service_unavailable' });

    await relay.restore();
    await expect.poll(async () => (await call(server, 'GET', '/readyz')).statusCode, { timeout: 5000 }).toBe(200);
    const back = await openLive(origin, { cookie: cleo.cookie, origin });
    expect((await like(server, cleo, dan.id)).statusCode).toBeLessThan(300);
    expect((await back.next('match')).payload.partnerId).toBe(dan.id);
    expect((await call(server, 'POST', '/api/signup.php', signupInput())).statusCode).toBeLessThan(300);
    back.socket.close();
  });
});
