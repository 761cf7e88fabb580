import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { z } from 'zod';
import type { Db } from '../db/database';
import { buryJob, claimJob, finishJob, hasPendingJob, insertJobs, releaseJob, renewLease, requeueJob, retryJob, type Job, type NewJob } from '../db/jobs';
import { attemptsSpanning, retryDelay, RETRY_ATTEMPTS, RETRY_SPAN_MS } from './retry-schedule';

/**
 * Queued and scheduled work that runs once across server processes and survives a crash. The
 * default keeps the jobs in the database; each process runs one worker, one job at a time.
 * Handlers must be idempotent: a job runs again after a failure, and when the process running it
 * stopped before the job was marked done (its lease expires and another worker claims it).
 */

/**
 * Every kind of job this server runs, with the schema of its payload. Each file of server/jobs adds
 * its own kind here (TypeScript's declaration merging, as the router's `Register`), so the domain
 * queues only kinds that exist, with their payload, while importing nothing above it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- each file of server/jobs adds its kind
export interface JobSchemas {}

/** Kinds and the schemas of their payloads: the site's (JobSchemas), or a test's own. */
export type SchemasByKind = object;

/** What a job of this kind is queued with. */
export type PayloadIn<S> = S extends z.ZodType ? z.input<S> : never;
/** What a job of this kind runs with: the payload as its schema read it. */
export type PayloadOut<S> = S extends z.ZodType ? z.output<S> : never;

export interface JobContext {
  /** 1 on the first run, 2 on the first retry, … */
  attempt: number;
  /** The queue's clock. */
  now: Date;
}

export type JobHandler<Payload> = (payload: Payload, ctx: JobContext) => Promise<void>;

/** What the queue knows of each kind: the schema of its payload, and how often to try it. */
export type RulesByKind<P extends SchemasByKind> = {
  [K in keyof P]: {
    /** Checks a payload when queued, and again when run (an older version may have queued it). */
    payload: P[K];
    /** Attempts before the job is dead: a day of retries by default (./retry-schedule.ts). */
    maxAttempts?: number;
  };
};

export interface EnqueueOptions {
  /** Not before then; now by default. */
  runAt?: Date;
  /** A job with this key is queued once: a later one with the same key is dropped, also after the first is done. */
  key?: string;
}

/** One kind's job as enqueueIn takes it: its kind, payload and options. */
export type QueuedJobOf<K extends keyof P, P extends SchemasByKind = JobSchemas> = { kind: K; payload: PayloadIn<P[K]> } & EnqueueOptions;

/** A job of any kind as enqueueIn takes it. */
export type QueuedJob<P extends SchemasByKind = JobSchemas> = { [K in keyof P]: QueuedJobOf<K, P> }[keyof P];

/** Whether any of these jobs is due at once: the worker is woken for it after the commit, and not for a job due later. */
export function anyDueNow(jobs: EnqueueOptions[], at: Date): boolean {
  return jobs.some(({ runAt }) => (runAt ?? at) <= at);
}

/** A payload the kind's schema refuses never becomes right: the job is dead at once, not retried for a day. */
class PayloadRefused extends Error {}

export interface EveryOptions {
  /**
   * When no occurrence is queued yet: 'now' (the default) runs at once; 'after a period' first at
   * the first period's start a whole period or more away, for a job that reports on a period (a
   * weekly update of a site that just started has nothing to tell).
   */
  first?: 'now' | 'after a period';
}

export interface Jobs<P extends SchemasByKind = JobSchemas> {
  /** Queues a job; false when one with the same key exists already. Throws on a payload its kind refuses. */
  enqueue<K extends keyof P>(kind: K, payload: PayloadIn<P[K]>, options?: EnqueueOptions): Promise<boolean>;
  /**
   * Queues jobs as writes of the caller's transaction: they exist exactly when its other writes do,
   * and need no commit of their own (a chat send's notices). A job due now waits for the worker's
   * next look unless `wake` is called once the transaction has committed.
   */
  enqueueIn(trx: Db, jobs: QueuedJob<P>[]): Promise<void>;
  /** This process's worker looks for jobs at once: after a commit that queued some due now. */
  wake(): void;
  /**
   * Queues a dead job again as a write of the caller's transaction (a staff member's retry, with its
   * audit row): due now, with the whole schedule of attempts afresh. Its kind; undefined when no
   * dead job has this id. Call `wake` once the transaction has committed.
   */
  requeueIn(trx: Db, id: number): Promise<string | undefined>;
  /**
   * Runs `kind` once in each period of intervalMs (aligned to the epoch: hourly is on the hour)
   * across all processes; when no occurrence is queued yet (a new site), as `first` says. Call it
   * wherever the worker starts.
   */
  every(kind: keyof P, intervalMs: number, options?: EveryOptions): Promise<void>;
  /** Starts this process's worker: a handler for every kind, so none is queued that nothing runs. */
  start(handlers: { [K in keyof P]: JobHandler<PayloadOut<P[K]>> }): void;
  /**
   * Stops claiming jobs and waits for the running one to end; past `waitMs`, hands it back to the
   * queue for another process (handlers are idempotent) instead of waiting for its lease to expire.
   */
  stop(waitMs?: number): Promise<void>;
}

export interface JobsOptions<P extends SchemasByKind> {
  /** Every kind the queue takes, with its rules. */
  kinds: RulesByKind<P>;
  log: { error: (obj: object, msg: string) => void };
  /** Tests move time with their own clock. */
  now?: () => Date;
  /** How often to look for jobs that other processes queued; this process's own wake the worker at once. */
  pollMs?: number;
}

const POLL_MS = 1000;
/**
 * How long a claim holds unless renewed: a stopped process's job runs again after this. Renewed
 * every third of it while the handler runs, so only a stopped process loses it.
 */
const LEASE_MS = 60_000;

export function createJobs<P extends SchemasByKind = JobSchemas>(db: Db, options: JobsOptions<P>): Jobs<P> {
  const { kinds, log, now = () => new Date(), pollMs = POLL_MS } = options;
  /** Names this worker in its leases; the random part tells two queues of one process apart. */
  const owner = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  /** Recurring kinds and their periods: the worker that claims one queues the next period's. */
  const periods = new Map<string, number>();
  let worker: Promise<void> | undefined;
  /** The job this worker runs now. */
  let running: Job | undefined;
  let stopping = false;
  /** Set when woken while not asleep (a job queued during a claim): the next sleep is skipped. */
  let woken = false;
  let alarm: (() => void) | undefined;
  const wake = () => {
    woken = true;
    alarm?.();
  };
  const leaseEnd = () => new Date(now().getTime() + LEASE_MS).toISOString();

  /** The rules of a kind the queue takes; any other kind is a mistake in the code. */
  function rulesOf(kind: string): { payload: z.ZodType; maxAttempts?: number } {
    const rules = (kinds as Record<string, { payload: z.ZodType; maxAttempts?: number } | undefined>)[kind];
    if (!rules) throw new Error(`No job kind "${kind}" (server/jobs)`);
    return rules;
  }

  function newJob(kind: string, payload: unknown, { runAt, key }: EnqueueOptions, at: Date, maxAttempts?: number): NewJob {
    const rules = rulesOf(kind);
    rules.payload.parse(payload);
    return {
      kind, payload: JSON.stringify(payload), runAt: (runAt ?? at).toISOString(), maxAttempts: maxAttempts ?? rules.maxAttempts ?? RETRY_ATTEMPTS,
      key: key ?? null, createdAt: at.toISOString(),
    };
  }

  async function insert(kind: string, payload: unknown, options: EnqueueOptions, maxAttempts?: number) {
    const at = now();
    const queued = (await insertJobs(db, [newJob(kind, payload, options, at, maxAttempts)])) === 1;
    if (queued && anyDueNow([options], at)) wake();
    return queued;
  }

  async function enqueueIn(trx: Db, jobs: QueuedJob<P>[]) {
    const at = now();
    await insertJobs(trx, jobs.map(({ kind, payload, ...options }) => newJob(String(kind), payload, options, at)));
  }

  /**
   * One occurrence per period: its key names the period, so every process queues the same one. It
   * is tried until about the next one is due (at most the day of the schedule): that one does the
   * same work, and a failing job every 10 minutes would otherwise retry a hundred copies at once.
   */
  const enqueueOccurrence = (kind: string, periodMs: number, periodStart: number, runAt: Date) =>
    insert(kind, {}, { runAt, key: `${kind}@${new Date(periodStart).toISOString()}` }, attemptsSpanning(Math.min(periodMs, RETRY_SPAN_MS)));

  async function run(job: Job, handler: JobHandler<unknown>) {
    const period = periods.get(job.kind);
    if (period) {
      const next = startOfPeriod(now(), period) + period;
      await enqueueOccurrence(job.kind, period, next, new Date(next));
    }
    // Claimed again after the lease of its last attempt expired: that process stopped while running it.
    if (job.attempts > job.max_attempts) {
      return buryJob(db, job.id, owner, now().toISOString(), 'Its process stopped during the last attempt.');
    }
    const renewal = setInterval(() => {
      renewLease(db, job.id, owner, leaseEnd())
        .then((held) => {
          if (!held) log.error({ job: job.id, kind: job.kind }, 'job lease lost: the job may run twice');
        })
        .catch((err: unknown) => log.error({ err, job: job.id }, 'job lease renewal failed'));
    }, LEASE_MS / 3);
    let failure: { error: unknown } | undefined;
    running = job;
    try {
      await handler(readPayload(job), { attempt: job.attempts, now: now() });
    } catch (error) {
      failure = { error };
    } finally {
      clearInterval(renewal);
      running = undefined;
    }
    const at = now();
    if (!failure) return finishJob(db, job.id, owner, at.toISOString());
    log.error({ err: failure.error, job: job.id, kind: job.kind, attempt: job.attempts }, 'job failed');
    const error = failure.error instanceof Error ? failure.error.stack ?? failure.error.message : String(failure.error);
    if (job.attempts >= job.max_attempts || failure.error instanceof PayloadRefused) return buryJob(db, job.id, owner, at.toISOString(), error);
    return retryJob(db, job.id, owner, new Date(at.getTime() + retryDelay(job.attempts)).toISOString(), error);
  }

  /** The job's payload as its kind's schema reads it. */
  function readPayload(job: Job): unknown {
    try {
      return rulesOf(job.kind).payload.parse(JSON.parse(job.payload));
    } catch (error) {
      throw new PayloadRefused(`A ${job.kind} job does not take this payload: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** Waits, or less when woken by a job queued here or by stop(). */
  const sleep = (ms: number) => new Promise<void>((resolve) => {
    const timer = setTimeout(done, woken ? 0 : ms);
    function done() {
      clearTimeout(timer);
      woken = false;
      alarm = undefined;
      resolve();
    }
    alarm = done;
  });

  async function work(handlers: Record<string, JobHandler<unknown>>) {
    const kindNames = Object.keys(kinds);
    while (!stopping) {
      try {
        const job = await claimJob(db, kindNames, owner, now().toISOString(), leaseEnd());
        // After a job, look for the next at once; sleep only when there was none.
        if (job) await run(job, handlers[job.kind]!);
        else await sleep(pollMs);
      } catch (err) {
        log.error({ err }, 'job worker failed');
        await sleep(pollMs);
      }
    }
  }

  return {
    enqueue: (kind, payload, options = {}) => insert(String(kind), payload, options),
    enqueueIn,
    wake,
    requeueIn: (trx, id) => requeueJob(trx, id, now().toISOString(), RETRY_ATTEMPTS),
    async every(kind, intervalMs, { first = 'now' } = {}) {
      const name = String(kind);
      periods.set(name, intervalMs);
      // One is queued or running already (by another process, or before a restart): that one goes on.
      if (await hasPendingJob(db, name)) return;
      const at = now();
      if (first === 'now') {
        await enqueueOccurrence(name, intervalMs, startOfPeriod(at, intervalMs), at);
        return;
      }
      const start = Math.ceil((at.getTime() + intervalMs) / intervalMs) * intervalMs;
      await enqueueOccurrence(name, intervalMs, start, new Date(start));
    },
    start(handlers) {
      if (worker) throw new Error('The job worker runs already');
      worker = work(handlers as Record<string, JobHandler<unknown>>);
    },
    async stop(waitMs = Infinity) {
      stopping = true;
      wake();
      if (!worker) return;
      let timer: NodeJS.Timeout | undefined;
      const ended = await Promise.race([
        worker.then(() => true),
        new Promise<false>((resolve) => (timer = setTimeout(resolve, Math.min(waitMs, 2 ** 31 - 1), false))),
      ]);
      clearTimeout(timer);
      if (!ended && running) await releaseJob(db, running.id, owner);
    },
  };
}

const startOfPeriod = (at: Date, periodMs: number) => Math.floor(at.getTime() / periodMs) * periodMs;
