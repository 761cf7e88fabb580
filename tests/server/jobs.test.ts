import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { anyDueNow, createJobs, type JobContext, type JobHandler, type Jobs, type PayloadOut } from '../../server/adapters/jobs';
import { inTransaction, openDatabase, type Db } from '../../server/db/database';
import { claimJob, insertJobs } from '../../server/db/jobs';
import { JOB_KINDS, scheduleRecurringJobs } from '../../server/jobs/registry';
import { startTestServer, type TestServer } from './helpers/test-server';

/** The durable job queue: once across processes, retries, expired leases, unique keys, recurring jobs. */

const HOUR = 3600_000;

/** The queue's own kinds for these tests, apart from the site's. */
const KINDS = {
  count: { payload: z.object({ n: z.int() }) },
  fail: { payload: z.object({ to: z.string() }), maxAttempts: 4 },
  resume: { payload: z.object({ n: z.int() }) },
  welcome: { payload: z.object({ member: z.int() }) },
  notice: { payload: z.object({ n: z.int() }) },
  purge: { payload: z.object({}) },
  summary: { payload: z.object({}) },
  slow: { payload: z.object({}) },
  strict: { payload: z.strictObject({ id: z.int() }) },
};
type Schemas = { [K in keyof typeof KINDS]: (typeof KINDS)[K]['payload'] };
type Handlers = { [K in keyof Schemas]: JobHandler<PayloadOut<Schemas[K]>> };

/** A handler for every kind: those given, the others doing nothing. */
function handlers(given: Partial<Handlers>): Handlers {
  const idle = async () => {};
  return { count: idle, fail: idle, resume: idle, welcome: idle, notice: idle, purge: idle, summary: idle, slow: idle, strict: idle, ...given };
}

let server: TestServer;
/** A second connection to the same file, as another server process has (one process will do: the queue never holds a lock across an await). */
let otherDb: Db;
let clock: Date;
const queues: Jobs<Schemas>[] = [];

beforeAll(async () => {
  server = await startTestServer();
  otherDb = openDatabase(server.config.database);
});
afterEach(async () => {
  await Promise.all(queues.splice(0).map((queue) => queue.stop()));
  await server.db.deleteFrom('jobs').execute();
});
afterAll(async () => {
  await otherDb.destroy();
  await server.close();
});

/** A queue on its own connection with the test's clock, looking for jobs every 10 ms. */
function newQueue(db: Db) {
  const queue = createJobs<Schemas>(db, { kinds: KINDS, log: { error: () => {} }, now: () => clock, pollMs: 10 });
  queues.push(queue);
  return queue;
}

const jobsOf = (kind: string) => server.db.selectFrom('jobs').selectAll().where('kind', '=', kind).orderBy('id').execute();

describe('the job queue', () => {
  it('runs each job once with two workers on two connections to the same database', async () => {
    clock = new Date();
    const [one, two] = [newQueue(server.db), newQueue(otherDb)];
    for (let n = 0; n < 40; n += 1) await one.enqueue('count', { n });
    const runs: number[][] = [[], []];
    const counter = (worker: number) => async ({ n }: { n: number }) => {
      runs[worker]!.push(n);
      await sleep(2);
    };
    one.start(handlers({ count: counter(0) }));
    two.start(handlers({ count: counter(1) }));
    await vi.waitFor(async () => expect((await jobsOf('count')).every((job) => job.state === 'done')).toBe(true), { timeout: 10_000 });
    expect([...runs[0]!, ...runs[1]!].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, n) => n));
    expect(runs[0]!.length > 0 && runs[1]!.length > 0).toBe(true);
  });

  it('retries a failing job after growing delays, then gives it up with its error', async () => {
    clock = new Date('2026-11-23T10:00:00.000Z');
    const queue = newQueue(server.db);
    // Its kind allows 4 attempts.
    await queue.enqueue('fail', { to: 'member@example.org' });
    const attempts: JobContext[] = [];
    queue.start(handlers({
      fail: async (_payload, ctx) => {
        attempts.push(ctx);
        throw new Error(`failure ${ctx.attempt}`);
      },
    }));
    const delays: number[] = [];
    for (let attempt = 1; attempt < 4; attempt += 1) {
      const [job] = await vi.waitFor(async () => {
        const rows = await jobsOf('fail');
        expect(rows[0]).toMatchObject({ state: 'queued', attempts: attempt });
        return rows;
      });
      expect(job!.last_error).toContain(`failure ${attempt}`);
      delays.push(Date.parse(job!.run_at) - clock.getTime());
      // Not before its time.
      await sleep(50);
      expect(attempts).toHaveLength(attempt);
      clock = new Date(job!.run_at);
    }
    await vi.waitFor(async () => expect((await jobsOf('fail'))[0]).toMatchObject({ state: 'dead', attempts: 4 }));
    expect(delays).toEqual([10_000, 20_000, 40_000]);
    expect((await jobsOf('fail'))[0]!.last_error).toContain('failure 4');
    expect(attempts.map((a) => a.attempt)).toEqual([1, 2, 3, 4]);
  });

  it('runs a job again when the process that claimed it stopped and its lease expired', async () => {
    clock = new Date('2026-11-23T10:00:00.000Z');
    const survivor = newQueue(otherDb);
    await survivor.enqueue('resume', { n: 1 });
    // A process claims it and is killed before it finishes.
    const leaseUntil = new Date(clock.getTime() + 60_000).toISOString();
    expect(await claimJob(server.db, ['resume'], 'killed-process', clock.toISOString(), leaseUntil)).toBeDefined();
    const runs: number[] = [];
    survivor.start(handlers({ resume: async (_payload, ctx) => void runs.push(ctx.attempt) }));
    await sleep(50);
    expect(runs).toEqual([]);
    clock = new Date(leaseUntil);
    await vi.waitFor(() => expect(runs).toEqual([2]));
    await vi.waitFor(async () => expect((await jobsOf('resume'))[0]).toMatchObject({ state: 'done', lease_owner: null }));
  });

  it('queues a job with a key once, also from another process and after it ran', async () => {
    clock = new Date();
    const [one, two] = [newQueue(server.db), newQueue(otherDb)];
    expect(await one.enqueue('welcome', { member: 1 }, { key: 'welcome:1' })).toBe(true);
    expect(await one.enqueue('welcome', { member: 1 }, { key: 'welcome:1' })).toBe(false);
    expect(await two.enqueue('welcome', { member: 1 }, { key: 'welcome:1' })).toBe(false);
    one.start(handlers({}));
    await vi.waitFor(async () => expect((await jobsOf('welcome'))[0]!.state).toBe('done'));
    expect(await two.enqueue('welcome', { member: 1 }, { key: 'welcome:1' })).toBe(false);
    expect(await jobsOf('welcome')).toHaveLength(1);
  });

  it('queues jobs with the caller\'s transaction: none when it rolls back; after its commit, wake runs those due now at once', async () => {
    clock = new Date();
    // A worker that would not look again for a minute by itself: only wake() can make it run the job now.
    const queue = createJobs<Schemas>(server.db, { kinds: KINDS, log: { error: () => {} }, now: () => clock, pollMs: 60_000 });
    queues.push(queue);
    const runs: unknown[] = [];
    queue.start(handlers({
      notice: async (payload) => {
        runs.push(payload);
      },
    }));
    const later = new Date(clock.getTime() + HOUR);
    const notices = [
      { kind: 'notice' as const, payload: { n: 1 }, key: 'notice:1' },
      { kind: 'notice' as const, payload: { n: 2 }, key: 'notice:2', runAt: later },
    ];

    await expect(inTransaction(server.db, async (trx) => {
      await queue.enqueueIn(trx, notices);
      throw new Error('the send was refused');
    })).rejects.toThrow('the send was refused');
    expect(await jobsOf('notice')).toEqual([]);

    await inTransaction(server.db, (trx) => queue.enqueueIn(trx, notices));
    // A repeat (the same keys) adds nothing.
    await inTransaction(server.db, (trx) => queue.enqueueIn(trx, notices));
    queue.wake();
    await vi.waitFor(async () => expect((await jobsOf('notice')).map((job) => [job.unique_key, job.run_at, job.state])).toEqual([
      ['notice:1', clock.toISOString(), 'done'],
      ['notice:2', later.toISOString(), 'queued'],
    ]), { timeout: 5_000 });
    expect(runs).toEqual([{ n: 1 }]);
    // What the caller asks before it wakes the worker: only a job due now is worth a look.
    expect(anyDueNow(notices, clock)).toBe(true);
    expect(anyDueNow(notices.slice(1), clock)).toBe(false);
    expect(anyDueNow([], clock)).toBe(false);
  });

  it('keeps one occurrence of a recurring job queued across processes and restarts', async () => {
    clock = new Date('2026-11-23T14:20:00.000Z');
    const [one, two] = [newQueue(server.db), newQueue(otherDb)];
    await Promise.all([one.every('purge', HOUR), two.every('purge', HOUR)]);
    const runs: string[] = [];
    const purge = async (_payload: unknown, ctx: JobContext) => void runs.push(ctx.now.toISOString());
    one.start(handlers({ purge }));
    two.start(handlers({ purge }));
    const occurrences = async () => (await jobsOf('purge')).map((job) => [job.unique_key, job.state, job.run_at]);
    await vi.waitFor(async () => expect(await occurrences()).toEqual([
      ['purge@2026-11-23T14:00:00.000Z', 'done', '2026-11-23T14:20:00.000Z'],
      ['purge@2026-11-23T15:00:00.000Z', 'queued', '2026-11-23T15:00:00.000Z'],
    ]));
    // A process starting again within the hour adds nothing.
    await newQueue(server.db).every('purge', HOUR);
    expect(await jobsOf('purge')).toHaveLength(2);

    clock = new Date('2026-11-23T15:00:00.000Z');
    await vi.waitFor(async () => expect((await occurrences()).slice(1)).toEqual([
      ['purge@2026-11-23T15:00:00.000Z', 'done', '2026-11-23T15:00:00.000Z'],
      ['purge@2026-11-23T16:00:00.000Z', 'queued', '2026-11-23T16:00:00.000Z'],
    ]));
    expect(runs).toEqual(['2026-11-23T14:20:00.000Z', '2026-11-23T15:00:00.000Z']);
  });

  it('runs a recurring job that reports on a period first when a whole period has passed, not at the first start', async () => {
    clock = new Date('2026-11-23T14:20:00.000Z');
    const queue = newQueue(server.db);
    await queue.every('summary', HOUR, { first: 'after a period' });
    await queue.every('purge', HOUR);
    const queued = async (kind: string) => (await jobsOf(kind)).map((job) => [job.unique_key, job.run_at]);
    // The first hour boundary an hour or more after the start; purge at once.
    expect(await queued('summary')).toEqual([['summary@2026-11-23T16:00:00.000Z', '2026-11-23T16:00:00.000Z']]);
    expect(await queued('purge')).toEqual([['purge@2026-11-23T14:00:00.000Z', '2026-11-23T14:20:00.000Z']]);
    // A start again finds it queued and adds nothing.
    await newQueue(otherDb).every('summary', HOUR, { first: 'after a period' });
    expect(await jobsOf('summary')).toHaveLength(1);
  });

  it('sends no weekly update at the first start of a new site: the first goes a week or more later', async () => {
    clock = new Date('2026-11-23T14:20:00.000Z');
    const site = createJobs(server.db, { kinds: JOB_KINDS, log: { error: () => {} }, now: () => clock });
    await scheduleRecurringJobs(site, server.config);
    const [weekly] = await jobsOf('weekly-updates');
    expect(Date.parse(weekly!.run_at) - clock.getTime()).toBeGreaterThanOrEqual(7 * 24 * HOUR);
    expect(Date.parse(weekly!.run_at) - clock.getTime()).toBeLessThan(14 * 24 * HOUR);
    // The daily and hourly housekeeping start at once.
    expect((await jobsOf('unread-reminders'))[0]!.run_at).toBe(clock.toISOString());
    expect((await jobsOf('purge-deleted'))[0]!.run_at).toBe(clock.toISOString());
  });

  it('stops after the running job has ended', async () => {
    clock = new Date();
    const queue = newQueue(server.db);
    let release = () => {};
    const started = new Promise<void>((resolve) => {
      queue.start(handlers({ slow: () => (resolve(), new Promise<void>((done) => (release = done))) }));
    });
    await queue.enqueue('slow', {});
    await started;
    let stopped = false;
    const stopping = queue.stop().then(() => (stopped = true));
    await sleep(50);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect((await jobsOf('slow'))[0]!.state).toBe('done');
  });

  it('hands a job that outlasts the stop back to the queue, uncounted, and another process runs it at once', async () => {
    clock = new Date();
    const stopping = newQueue(server.db);
    let release = () => {};
    const started = new Promise<void>((resolve) => {
      stopping.start(handlers({ slow: () => (resolve(), new Promise<void>((done) => (release = done))) }));
    });
    await stopping.enqueue('slow', {});
    await started;
    await stopping.stop(20);
    expect(await jobsOf('slow')).toMatchObject([{ state: 'queued', attempts: 0, lease_owner: null }]);

    const other = newQueue(otherDb);
    const ran = new Promise<void>((resolve) => other.start(handlers({ slow: async () => resolve() })));
    await ran;
    // The first process's handler ending late changes nothing of the job another process has.
    release();
    await expect.poll(async () => (await jobsOf('slow'))[0]!.state).toBe('done');
    expect((await jobsOf('slow'))[0]!.attempts).toBe(1);
  });

  it('refuses to queue a payload its kind does not take, and queues nothing', async () => {
    clock = new Date();
    const queue = newQueue(server.db);
    // As a caller past the type checker would send it (JSON from outside, a cast).
    await expect(queue.enqueue('strict', { id: 'one' } as unknown as { id: number })).rejects.toThrow();
    await expect(inTransaction(server.db, (trx) => queue.enqueueIn(trx, [{ kind: 'strict', payload: { id: 1, extra: true } as { id: number } }]))).rejects.toThrow();
    expect(await jobsOf('strict')).toEqual([]);
  });

  it('gives up at once, with the reason, a job whose stored payload its kind no longer takes', async () => {
    clock = new Date();
    const queue = newQueue(server.db);
    // Queued by an older version that wrote another shape.
    await insertJobs(server.db, [{ kind: 'strict', payload: '{"member":7}', runAt: clock.toISOString(), maxAttempts: 33, key: null, createdAt: clock.toISOString() }]);
    let ran = false;
    queue.start(handlers({ strict: async () => void (ran = true) }));
    await vi.waitFor(async () => expect((await jobsOf('strict'))[0]).toMatchObject({ state: 'dead', attempts: 1 }));
    expect((await jobsOf('strict'))[0]!.last_error).toContain('A strict job does not take this payload');
    expect(ran).toBe(false);
  });
});
