import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { send as request } from './http-client';

/**
 * The members who write, for the chat bench (see `chat.ts`, which starts it): POST
 * /api/messages.php from a process of its own, so the load generator does not share the server's
 * event loop. A job comes in over the IPC channel; one answer goes back per job.
 *
 * - `steady`: messages at a fixed rate, each due at its own moment on an absolute schedule, sent
 *   whether or not earlier ones were answered (a sender that waited for slow answers would send
 *   less exactly when the server is slow, and hide it). Measured messages carry the moment they
 *   were sent, `t=<ms> n=<seq>` on the clock both processes share on one machine
 *   (`performance.timeOrigin + performance.now()`); the live clients (`chat-clients.ts`) take the
 *   latency from that. Warm-up messages say `w=<seq>`.
 * - `flat-out`: as many sends as the server takes, autocannon's API over N keep-alive connections,
 *   with every response time kept for exact percentiles (as in `cannon-worker.ts`). Warm-up and
 *   measurement are one run, and only answers after the warm-up count: a fresh run's connections
 *   start against a saturated server one event-loop round apart, so the last of 50 waits most of a
 *   second for its first answer (a bare node:http server does the same); that is start-up, not a send.
 *
 * Every send has a fresh client_id: a repeated one would be answered from the first send, without
 * storing or spending anything.
 */

export interface Pair {
  /** The sender's session cookie. */
  cookie: string;
  /** Whom they write to. */
  to: number;
}

export type SendersJob =
  | { type: 'steady'; origin: string; pairs: Pair[]; ratePerSecond: number; seconds: number; measured: boolean }
  | { type: 'flat-out'; origin: string; pairs: Pair[]; connections: number; warmupSeconds: number; seconds: number };

export interface SendersAnswer {
  attempted: number;
  /** Answers per status code. */
  statuses: Record<string, number>;
  /** Requests that failed without an answer (connection errors and timeouts). */
  errors: number;
  firstError: string | null;
  /** Every answer's time from request to response (ms). */
  answerMs: number[];
  /** `steady` only: how late each send left against its schedule (ms). */
  lateMs: number[];
  /** Wall time of the job, or of its measured part (ms). */
  elapsedMs: number;
  /** CPU this process used meanwhile (ms). */
  cpuMs: number;
}

/** The part of autocannon's API this uses (the package ships no types). */
interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
}
interface AutocannonInstance {
  on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): void;
  on(event: 'reqError', listener: (error: Error) => void): void;
}
type Autocannon = (
  options: { url: string; connections: number; pipelining: number; duration: number; headers: Record<string, string>; requests: AutocannonRequest[] },
  done: (error: Error | null) => void,
) => AutocannonInstance;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const clock = () => performance.timeOrigin + performance.now();
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Which pair writes next: one turn each, across jobs, so no sender writes twice at once. */
let turn = 0;
/** Sequence numbers of measured messages, unique across jobs. */
let seq = 0;

function message(pair: Pair, body: string): string {
  return JSON.stringify({ client_id: randomUUID(), to: pair.to, kind: 'text', body });
}

async function steady(job: Extract<SendersJob, { type: 'steady' }>): Promise<SendersAnswer> {
  const url = `${job.origin}/api/messages.php`;
  const statuses: Record<string, number> = {};
  const answerMs: number[] = [];
  const lateMs: number[] = [];
  let errors = 0;
  let firstError: string | null = null;
  const send = async (pair: Pair, body: string) => {
    const start = performance.now();
    try {
      const { status } = await request(url, {
        method: 'POST', headers: { cookie: pair.cookie, 'content-type': 'application/json', origin: job.origin }, body: message(pair, body),
      });
      statuses[status] = (statuses[status] ?? 0) + 1;
      answerMs.push(performance.now() - start);
    } catch (error) {
      errors++;
      firstError ??= error instanceof Error ? error.message : String(error);
    }
  };

  const total = Math.round(job.ratePerSecond * job.seconds);
  const interval = 1000 / job.ratePerSecond;
  const cpu = cpuMs();
  const start = performance.now();
  const sends: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    lateMs.push(Math.max(0, performance.now() - due));
    const pair = job.pairs[turn++ % job.pairs.length]!;
    // The moment is read last, just before the request leaves.
    sends.push(send(pair, job.measured ? `t=${clock().toFixed(3)} n=${seq++}` : `w=${i}`));
  }
  await Promise.all(sends);
  return {
    attempted: total, statuses, errors, firstError, answerMs, lateMs,
    elapsedMs: performance.now() - start, cpuMs: Math.round(cpuMs() - cpu),
  };
}

function flatOut(job: Extract<SendersJob, { type: 'flat-out' }>): Promise<SendersAnswer> {
  const statuses: Record<string, number> = {};
  const answerMs: number[] = [];
  let errors = 0;
  let firstError: string | null = null;
  let measuring = false;
  let cpu = 0;
  let start = 0;
  setTimeout(() => {
    measuring = true;
    cpu = cpuMs();
    start = performance.now();
  }, job.warmupSeconds * 1000);
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: job.origin,
        connections: job.connections,
        pipelining: 1,
        duration: job.warmupSeconds + job.seconds,
        headers: { 'content-type': 'application/json', origin: job.origin },
        requests: [{
          method: 'POST',
          path: '/api/messages.php',
          // Called for every request: the next sender, a fresh client_id.
          setupRequest: (request) => {
            const pair = job.pairs[turn++ % job.pairs.length]!;
            return { ...request, headers: { ...request.headers, cookie: pair.cookie }, body: message(pair, `hello ${turn}`) };
          },
        }],
      },
      (error) => {
        if (error) return reject(error);
        resolve({
          attempted: answerMs.length + errors, statuses, errors, firstError, answerMs, lateMs: [],
          elapsedMs: performance.now() - start, cpuMs: Math.round(cpuMs() - cpu),
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (!measuring) return;
      answerMs.push(responseTime);
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
    instance.on('reqError', (error) => {
      if (!measuring) return;
      errors++;
      firstError ??= error.message;
    });
  });
}

process.on('message', (job: SendersJob) => {
  (job.type === 'steady' ? steady(job) : flatOut(job)).then(
    (answer) => process.send!(answer),
    (error: unknown) => {
      console.error(error instanceof Error ? error.stack : error);
      process.exit(1);
    },
  );
});
// The bench closes the channel when it is done with this process.
process.on('disconnect', () => process.exit(0));
