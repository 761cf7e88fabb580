import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { emptyRedis } from './empty-redis';
import { freePort } from '../scripts/free-port';
import { rollingRestart, SETTLE_S } from '../scripts/rolling-restart-procedure';
import { loadConfig } from '../server/config/config';
import { migrateToLatest, type Db } from '../server/db/database';
import { buildPlatform } from '../server/platform/platform';
import { spawnProcess, type Spawned } from '../tests/server/helpers/spawned-process';
import { createMembers, pairsOf } from './chat';
import { freshDatabase, type FreshDatabase } from './databases';
import { NGINX, nginxInstalled, startNginx, UPSTREAM_PARAMETERS, type Nginx } from './nginx';
import { sendSteadily } from './rolling-sends';

/**
 * A rolling restart under chat sends (issue 50, item 7): two `npm start` processes on one fresh
 * PostgreSQL database and Redis behind docs/nginx.conf itself (nginx.ts), members sending messages
 * through nginx at a steady rate, and both processes restarted one at a time, twice in a run:
 *
 * - readyThenNext: the next process stopped as soon as the one before answers `/readyz` 200, as
 *   docs/deploy.md said before issue 50;
 * - script: the procedure of `npm run rolling-restart` (scripts/rolling-restart.ts), which then waits
 *   SETTLE_S, for the load balancer to send to the restarted process again and for the process to
 *   warm up on its share of the sends before it takes the other's too.
 *
 * Each part has processes, nginx and senders of its own. Goal of the script's: no send failed, and
 * every send stored exactly once. The app's own retries are left out (rolling-sends.ts).
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

/** The bench's own Redis database number (the tests use 1–3 and 9–11, the processes bench 15). */
const REDIS_URL = 'redis://127.0.0.1:6379/14';
/**
 * 1,200 messages a minute, from writers at half a message a second each (within the product's rate
 * limit of one). One process carries them alone while the other starts, on the two cores it shares
 * with that start's 6 s of CPU, PostgreSQL and nginx; at 100 a second it did not always
 * (docs/performance.md, Rolling restart).
 */
const SENDS_PER_SECOND = 20;
const WRITERS = 40;
/** Sends before the first process is stopped, and after the last is back. */
const AROUND_MS = 3_000;
/**
 * Sends not counted, before: a fresh process's first seconds at this rate (its first database
 * connections, code not yet optimised) filled nginx's 32 places on it, and a rolling restart begins
 * with processes that have been serving.
 */
const WARMUP_MS = 5_000;
/**
 * How long a restarted process may take to answer `/readyz`: a start took up to 90 s here while
 * other work held the two cores (2026-12-07); the script's 60 s is for a host that is not shared.
 */
const READY_WITHIN_MS = 180_000;
/** What a failed restart shows of each process's output. */
const OUTPUT_TAIL = 2_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A process as `npm start` runs it, with the product's own settings (rate limits, load shedding). */
function startProcess(port: number, fresh: FreshDatabase): Spawned {
  return spawnProcess(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    env: {
      ...(fresh.env as Record<string, string>), PORT: String(port), HOST: '127.0.0.1', REDIS_URL, SEED_MEMBERS: '0', LOG_LEVEL: 'warn',
      STATIC_DIR: path.join(fresh.dataDir, 'no-dist'),
    },
  });
}

const count = (text: string, what: string) => text.split(what).length - 1;

/** How many times each client_id is stored. */
async function storedTimes(db: Db, clientIds: string[]): Promise<Map<string, number>> {
  const rows = await db.selectFrom('messages').select('client_id').where('client_id', 'in', clientIds).execute();
  const times = new Map<string, number>();
  for (const { client_id } of rows) times.set(client_id!, (times.get(client_id!) ?? 0) + 1);
  return times;
}

async function restartUnderSends(fresh: FreshDatabase, db: Db, pairs: ReturnType<typeof pairsOf>, settleMs: number) {
  const ports = [await freePort(), await freePort()];
  const origins = ports.map((port) => `http://127.0.0.1:${port}`);
  const processes = ports.map((port) => startProcess(port, fresh));
  const stopped: Spawned[] = [];
  let nginx: Nginx | undefined;
  let sends: ReturnType<typeof sendSteadily> | undefined;
  try {
    await Promise.all(processes.map((started) => started.printed(/Amora is running/)));
    nginx = await startNginx(origins);
    const warmup = sendSteadily(nginx.origin, pairs, SENDS_PER_SECOND);
    await sleep(WARMUP_MS);
    await warmup.stop();
    const logged = new Map([nginx.process, ...processes].map((started) => [started, started.output().length]));
    const measuredLog = (started: Spawned) => started.output().slice(logged.get(started) ?? 0);
    const measured = sendSteadily(nginx.origin, pairs, SENDS_PER_SECOND);
    sends = measured;
    const timeline: string[] = [];
    const note = (line: string) => timeline.push(`${measured.since()} ms ${line}`);
    await sleep(AROUND_MS);
    await rollingRestart(ports.map((port, i) => ({
      origin: origins[i]!,
      restart: async () => {
        await processes[i]!.stop();
        stopped.push(processes[i]!);
        note(`${origins[i]}: stopped`);
        processes[i] = startProcess(port, fresh);
      },
    })), { settleMs, readyWithinMs: READY_WITHIN_MS, log: note }).catch((error: Error) => {
      throw new Error(`${error.message}\n${processes.map((started) => started.output().slice(-OUTPUT_TAIL)).join('\n')}`);
    });
    await sleep(AROUND_MS);
    const tally = await measured.stop();

    const times = await storedTimes(db, tally.sent);
    return {
      settleSeconds: settleMs / 1000,
      /** The machine's load average over the last minute, at the end: other work on its two cores takes CPU from the processes. */
      machineLoad: Math.round(os.loadavg()[0]! * 10) / 10,
      attempted: tally.attempted,
      answered2xx: tally.answered.size,
      failed: tally.attempted - tally.answered.size,
      statuses: tally.statuses,
      errors: tally.errors,
      failedBetweenMs: tally.failedBetweenMs,
      firstFailure: tally.firstFailure,
      /** Sends stored, each exactly once (the messages' unique client_id): those answered 2xx, and none of the failed ones. */
      stored: times.size,
      storedMoreThanOnce: [...times.values()].filter((n) => n > 1).length,
      answeredNotStored: [...tally.answered].filter((id) => !times.has(id)).length,
      failedButStored: tally.sent.filter((id) => times.has(id) && !tally.answered.has(id)).length,
      /** Sends nginx found no process for: every one out (max_fails), or at its 32 in flight (max_conns). */
      nginxNoLiveUpstreams: count(measuredLog(nginx.process), 'no live upstreams'),
      /** Sends a process answered 503 itself, its event loop behind (server/http/load-shedding.ts): nginx sent them on to the other process, if that one was up. */
      shedByProcesses: [...stopped, ...processes].reduce((sum, started) => sum + count(measuredLog(started), '"code":"service_unavailable"'), 0),
      timeline,
    };
  } finally {
    await sends?.stop();
    await nginx?.stop();
    await Promise.all(processes.map((started) => started.stop()));
  }
}

export async function runRollingRestartBench() {
  if (!nginxInstalled()) return { skipped: `${NGINX} is not installed (Debian: apt install nginx-light)` };
  const fresh = await freshDatabase('postgres', 'rolling');
  await emptyRedis(REDIS_URL);
  const platform = buildPlatform(loadConfig({ ...fresh.env, LOG_LEVEL: 'silent' }));
  try {
    await migrateToLatest(platform.db);
    const pairs = pairsOf(await createMembers(platform.db, WRITERS * 2, new Date()));
    const readyThenNext = await restartUnderSends(fresh, platform.db, pairs, 0);
    const script = await restartUnderSends(fresh, platform.db, pairs, SETTLE_S * 1000);
    return {
      processes: 2,
      sendsPerSecond: SENDS_PER_SECOND,
      writers: WRITERS,
      nginxUpstream: UPSTREAM_PARAMETERS,
      readyThenNext,
      script,
      goal: { failed: 0, ok: script.failed === 0 && script.stored === script.attempted && script.storedMoreThanOnce === 0 },
    };
  } finally {
    await platform.close();
    await fresh.remove();
    await emptyRedis(REDIS_URL);
  }
}
