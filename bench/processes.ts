import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { emptyRedis } from './empty-redis';
import { freePort } from '../scripts/free-port';
import { loadConfig } from '../server/config/config';
import { migrateToLatest } from '../server/db/database';
import { hashPassword } from '../server/domain/accounts/passwords';
import { buildPlatform } from '../server/platform/platform';
import { spawnProcess, type Spawned } from '../tests/server/helpers/spawned-process';
import { cpuShares, createMembers, latency, machineBusyMs, measureLive, memberEmail, pairsOf, worker } from './chat';
import type { ClientsAnswer, ClientsJob } from './chat-clients';
import { freshDatabase, postgresCpuMs, settle } from './databases';
import { CALLS, type Call, type LoadAnswer, type LoadJob, type LoadMember } from './members-load';
import { IN_FLIGHT_PER_PROCESS, NGINX, nginxInstalled, startNginx } from './nginx';
import { cpuMsOf, cpuMsOfCommand, rssBytesOf } from './proc-stat';
import { cannon } from './search';

/**
 * Several server processes (issue 36, point 6): real `npm start` processes on one PostgreSQL
 * database and one Redis, as a deployment runs them, one process and two side by side in one run.
 *
 * 1. Live delivery across processes: 1,000 members hold their socket on the last process while
 *    messages are sent through the first (on one process, the same one), 200 a second.
 * 2. 10,000 open sockets on one process: memory per socket (the process's RSS, and Redis's memory
 *    for their subscriptions) and delivery p99 at the same rate.
 * 3. A mixed load of 1,000 members using the site at the rates below, each holding a socket on
 *    another process than their requests reach (no sticky sessions): p99 per call, errors.
 * 4. The same mixed load on one process while 1,000 connections of visitors search as fast as they
 *    can, with load shedding off and on, and behind nginx with docs/nginx.conf's bound on the
 *    requests in flight to a process (everyone's calls and sockets through nginx).
 *
 * Everything runs on this machine's two cores: PostgreSQL, Redis, the server processes and the load
 * generators; the CPU shares in the JSON say who had what.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

/** The bench's own Redis database number (the tests use 1–3 and 9–11). */
const REDIS_DB = 15;
const REDIS_URL = `redis://127.0.0.1:6379/${REDIS_DB}`;

const MEMBERS = 1_000;
const MANY_SOCKETS = 10_000;

/**
 * How often one member online makes each call, a minute: the poll is the app's own interval
 * (POLL_INTERVAL_MS, 60 s). A login is rare: the installed app keeps its session for weeks, so it
 * is one per member per 50 minutes online (a new device, a logout), and it is the dearest call
 * (argon2id at OWASP's strength, about 20 ms of CPU). The rest is a busy member, who opens a
 * profile every 10 s, searches every 30 s, likes one profile a minute and (half of them, those
 * with credits) writes three messages a minute.
 */
const PER_MEMBER_PER_MINUTE: Record<Call, number> = { login: 0.02, poll: 1, search: 2, profile: 6, like: 1, message: 3 };
const MIXED_WARMUP_S = 5;
const MIXED_SECONDS = 30;
/** Overload: visitors' searches as fast as these connections can ask (issue 36 measured 1,000). */
const OVERLOAD_CONNECTIONS = 1_000;
/**
 * The shedding bound tried under overload: the product's 200 ms is never reached there (the loop's
 * mean delay stays under it while requests wait in line, docs/performance.md); 50 ms is what it
 * takes to shed here. 50 ms is not the default: it shed live sockets of the mixed load's 1,000 apps
 * opening together, as after a restart (2026-11-28).
 */
const SHED_LOOP_DELAY_MS = 50;
/** The product's own bound (SHED_LOOP_DELAY_MS in server/config/env.ts): the mixed load runs with it, and so does a process behind nginx. */
const DEFAULT_SHED_LOOP_DELAY_MS = 200;
const PASSWORD = 'bench-password-1';

export const PROCESSES_TARGETS = { liveP99Ms: 50, callP99Ms: 200, overloadOver2s: 0 } as const;

interface ServerProcess {
  origin: string;
  process: Spawned;
}

/** Redis's own count of the memory it holds (bytes). */
async function redisMemory(): Promise<number> {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 0 });
  try {
    return Number(/used_memory:(\d+)/.exec(await redis.info('memory'))?.[1] ?? 0);
  } finally {
    redis.disconnect();
  }
}

/** `count` server processes as `npm start` runs them, on the bench's database and Redis. */
async function startProcesses(count: number, env: NodeJS.ProcessEnv, shedLoopDelayMs = 0): Promise<ServerProcess[]> {
  return Promise.all(Array.from({ length: count }, async () => {
    const port = await freePort();
    const started = spawnProcess(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      cwd: root,
      env: {
        ...(env as Record<string, string>), PORT: String(port), HOST: '127.0.0.1', REDIS_URL, SEED_MEMBERS: '0', LOG_LEVEL: 'warn',
        STATIC_DIR: path.join(env.DATA_DIR!, 'no-dist'), SHED_LOOP_DELAY_MS: String(shedLoopDelayMs),
      },
    });
    await started.printed(/Amora is running/);
    return { origin: `http://127.0.0.1:${port}`, process: started };
  }));
}

async function stopProcesses(processes: ServerProcess[]): Promise<void> {
  await Promise.all(processes.map(({ process }) => process.stop()));
}

const serverCpu = (processes: ServerProcess[]) => () => processes.reduce((sum, { process }) => sum + cpuMsOf(process.pid), 0);

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** 1: sockets on the last process, sends through the first. */
async function liveAcross(count: number, env: NodeJS.ProcessEnv, members: Awaited<ReturnType<typeof createMembers>>) {
  const processes = await startProcesses(count, env);
  try {
    return await measureLive({
      kind: 'postgres', socketsOrigin: processes.at(-1)!.origin, sendsOrigin: processes[0]!.origin, serverCpuMs: serverCpu(processes),
    }, members.map(({ id, cookie }) => ({ id, cookie })), pairsOf(members));
  } finally {
    await stopProcesses(processes);
  }
}

/** 2: every socket on one process, with what they cost it and Redis. */
async function manySockets(env: NodeJS.ProcessEnv, members: Awaited<ReturnType<typeof createMembers>>) {
  const [only] = await startProcesses(1, env);
  const processes = [only!];
  try {
    const before = { rss: rssBytesOf(only!.process.pid), redis: await redisMemory() };
    let after = before;
    const live = await measureLive({
      kind: 'postgres', socketsOrigin: only!.origin, sendsOrigin: only!.origin, serverCpuMs: serverCpu(processes),
      whenConnected: async () => {
        after = { rss: rssBytesOf(only!.process.pid), redis: await redisMemory() };
      },
    }, members.map(({ id, cookie }) => ({ id, cookie })), pairsOf(members));
    return {
      sockets: members.length,
      memory: {
        processRssBeforeMb: mb(before.rss), processRssAfterMb: mb(after.rss),
        processBytesPerSocket: Math.round((after.rss - before.rss) / members.length),
        redisBytesPerSocket: Math.round((after.redis - before.redis) / members.length),
      },
      live,
    };
  } finally {
    await stopProcesses(processes);
  }
}

/**
 * 3 and 4: members using the site, their requests spread over the processes in turn and each
 * member's socket on the next process; with `overload`, visitors' searches besides.
 */
async function mixedLoad(processes: ServerProcess[], members: Awaited<ReturnType<typeof createMembers>>, overload = false, front?: string) {
  // Behind a load balancer every call and socket goes to its one address.
  const origins = front ? [front] : processes.map((p) => p.origin);
  const loadMembers: LoadMember[] = members.map((m, i) => ({
    id: m.id, cookie: m.cookie, origin: origins[i % origins.length]!, writesTo: m.writesTo,
    login: { email: memberEmail(m.id), password: PASSWORD },
  }));
  const writers = members.filter((m) => m.writesTo !== undefined).length;
  const perSecond = Object.fromEntries(CALLS.map((call) => [
    call, (PER_MEMBER_PER_MINUTE[call] * (call === 'message' ? writers : members.length)) / 60,
  ])) as Record<Call, number>;
  const searches = ['female', 'male'].flatMap((gender) => [1, 2, 3, 4, 5].flatMap((page) => [
    `gender=${gender}&country=NL&page=${page}`, `gender=${gender}&country=NL&min_age=30&max_age=45&page=${page}`,
  ]));

  const clients = worker<ClientsJob, ClientsAnswer>('chat-clients.ts');
  const load = worker<LoadJob, LoadAnswer>('members-load.ts');
  try {
    const ready = await clients.run({
      type: 'connect', origin: origins[0]!, concurrency: 50,
      members: members.map((m, i) => ({ id: m.id, cookie: m.cookie, origin: origins[(i + 1) % origins.length] })),
    }, 300_000);
    if (ready.type !== 'ready' || ready.failed > 0) throw new Error(`live sockets: ${JSON.stringify(ready)}`);

    const wallStart = performance.now();
    const machine = machineBusyMs();
    const server = serverCpu(processes)();
    const postgres = postgresCpuMs();
    const redis = cpuMsOfCommand('redis-server');
    const visitors = overload
      ? cannon({
        origin: origins[0]!, connections: OVERLOAD_CONNECTIONS, durationSeconds: MIXED_WARMUP_S + MIXED_SECONDS,
        paths: searches.map((query) => `/api/members.php?${query.replace(/gender=\w+&/, '')}`), headers: { 'accept-encoding': 'gzip, deflate, br' },
      })
      : null;
    const answer = await load.run({ members: loadMembers, perSecond, searches, warmupSeconds: MIXED_WARMUP_S, seconds: MIXED_SECONDS }, (MIXED_WARMUP_S + MIXED_SECONDS + 120) * 1000);
    const visitorsAnswer = await visitors;
    const arrived = await clients.run({ type: 'stop' }, 30_000);
    if (arrived.type !== 'result') throw new Error('the live clients did not report');
    const wallMs = performance.now() - wallStart;

    const calls = Object.fromEntries(CALLS.map((call) => {
      const { answerMs, statuses, errors, firstFailure } = answer.calls[call];
      const expected = call === 'message' ? '201' : '200';
      return [call, {
        perSecond: Math.round(perSecond[call] * 10) / 10, made: answerMs.length + errors, latencyMs: latency(answerMs),
        failed: answerMs.length - (statuses[expected] ?? 0) + errors, statuses, firstFailure,
      }];
    })) as Record<Call, { perSecond: number; made: number; latencyMs: ReturnType<typeof latency>; failed: number; statuses: Record<string, number>; firstFailure: string | null }>;
    const worstP99 = Math.max(...CALLS.map((call) => calls[call].latencyMs.p99));
    const failed = CALLS.reduce((sum, call) => sum + calls[call].failed, 0);
    const sentMessages = calls.message.statuses['201'] ?? 0;
    return {
      processes: processes.length,
      members: members.length,
      /** Live sockets a busy process shed (503) as the 1,000 apps opened together, each opened again after the app's back-off. */
      socketsShedAtConnect: ready.shed,
      seconds: MIXED_SECONDS,
      calls,
      worstP99Ms: worstP99,
      failed,
      target: { callP99Ms: PROCESSES_TARGETS.callP99Ms, ok: worstP99 <= PROCESSES_TARGETS.callP99Ms && failed === 0 },
      /** Messages of the measured part on their recipient's socket, which is on another process than the sender's requests (with two). */
      delivery: { sent: sentMessages, arrived: arrived.latenciesMs.length, latencyMs: latency(arrived.latenciesMs) },
      loadLateMs: latency(answer.lateMs),
      ...(visitorsAnswer
        ? {
          visitors: {
            connections: OVERLOAD_CONNECTIONS, requests: visitorsAnswer.requests, rps: visitorsAnswer.rps, statuses: visitorsAnswer.statuses,
            latencyMs: visitorsAnswer.latencyMs, over2s: visitorsAnswer.over2s, timeouts: visitorsAnswer.timeouts, errors: visitorsAnswer.errors,
          },
        }
        : {}),
      cpu: cpuShares(wallMs, machineBusyMs() - machine, serverCpu(processes)() - server, {
        postgres: postgresCpuMs() - postgres, redis: cpuMsOfCommand('redis-server') - redis, members: answer.cpuMs, clients: arrived.cpuMs,
        ...(visitorsAnswer ? { visitors: visitorsAnswer.cpuMs } : {}),
      }),
    };
  } finally {
    await Promise.all([clients.end(), load.end()]);
  }
}

async function withProcesses<T>(count: number, env: NodeJS.ProcessEnv, shedLoopDelayMs: number, run: (processes: ServerProcess[]) => Promise<T>): Promise<T> {
  const processes = await startProcesses(count, env, shedLoopDelayMs);
  try {
    return await run(processes);
  } finally {
    await stopProcesses(processes);
  }
}

export async function runProcessesBench() {
  const fresh = await freshDatabase('postgres', 'processes');
  await emptyRedis(REDIS_URL);
  const platform = buildPlatform(loadConfig({ ...fresh.env, LOG_LEVEL: 'silent' }));
  try {
    const { db } = platform;
    await migrateToLatest(db);
    const setupStart = performance.now();
    const now = new Date();
    const members = await createMembers(db, MEMBERS, now);
    const more = await createMembers(db, MANY_SOCKETS - MEMBERS, now);
    // One password for all: hashing 10,000 would take minutes, and a login checks the hash the same way.
    await db.updateTable('users').set({ password_hash: await hashPassword(PASSWORD) }).execute();
    // Else autovacuum takes up the 11,000 rows just written during the first scenario measured.
    await settle(db);
    const setupSeconds = Math.round((performance.now() - setupStart) / 100) / 10;

    const live = { oneProcess: await liveAcross(1, fresh.env, members), twoProcesses: await liveAcross(2, fresh.env, members) };
    const sockets = await manySockets(fresh.env, [...members, ...more]);
    const mixed = {
      oneProcess: await withProcesses(1, fresh.env, DEFAULT_SHED_LOOP_DELAY_MS, (processes) => mixedLoad(processes, members)),
      twoProcesses: await withProcesses(2, fresh.env, DEFAULT_SHED_LOOP_DELAY_MS, (processes) => mixedLoad(processes, members)),
    };
    const overload = {
      sheddingOff: await withProcesses(1, fresh.env, 0, (processes) => mixedLoad(processes, members, true)),
      sheddingOn: await withProcesses(1, fresh.env, SHED_LOOP_DELAY_MS, (processes) => mixedLoad(processes, members, true)),
      behindNginx: nginxInstalled()
        ? await withProcesses(1, fresh.env, DEFAULT_SHED_LOOP_DELAY_MS, async (processes) => {
          const nginx = await startNginx(processes.map((p) => p.origin));
          try {
            return { inFlightPerProcess: IN_FLIGHT_PER_PROCESS, ...await mixedLoad(processes, members, true, nginx.origin) };
          } finally {
            await nginx.stop();
          }
        })
        : { skipped: `${NGINX} is not installed (Debian: apt install nginx-light)` },
    };
    return {
      targets: PROCESSES_TARGETS,
      setupSeconds,
      perMemberPerMinute: PER_MEMBER_PER_MINUTE,
      shedLoopDelayMs: SHED_LOOP_DELAY_MS,
      live,
      sockets,
      mixed,
      overload,
    };
  } finally {
    await platform.close();
    await fresh.remove();
    await emptyRedis(REDIS_URL);
  }
}
