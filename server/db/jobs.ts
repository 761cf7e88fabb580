import type { ExpressionBuilder, Selectable } from 'kysely';
import type { Db } from './database';
import { isPostgres } from './dialect';
import type { Database, JobsTable } from './schema';

/**
 * The durable job queue (server/adapters/jobs.ts runs it). Every write to a claimed job names the
 * lease owner, so a worker whose lease was taken over can no longer change the job.
 */

export type Job = Selectable<JobsTable>;

export interface NewJob {
  kind: string;
  /** JSON text. */
  payload: string;
  runAt: string;
  maxAttempts: number;
  key: string | null;
  createdAt: string;
}

/** Queues the jobs in one statement; how many were queued (one whose key exists already, whatever its state, is not). */
export async function insertJobs(db: Db, jobs: NewJob[]): Promise<number> {
  if (jobs.length === 0) return 0;
  const rows = await db.insertInto('jobs')
    .values(jobs.map((job) => ({
      kind: job.kind, payload: job.payload, run_at: job.runAt, max_attempts: job.maxAttempts,
      unique_key: job.key, created_at: job.createdAt,
    })))
    .onConflict((oc) => oc.column('unique_key').doNothing())
    .returning('id')
    .execute();
  return rows.length;
}

/** Whether a job of this kind is queued or running. */
export async function hasPendingJob(db: Db, kind: string): Promise<boolean> {
  const row = await db.selectFrom('jobs').select('id')
    .where('kind', '=', kind).where('state', 'in', ['queued', 'running'])
    .executeTakeFirst();
  return row !== undefined;
}

/** Jobs of these kinds due at `at`: queued for then or earlier, or running under an expired lease. */
const dueAt = (kinds: string[], at: string) => (eb: ExpressionBuilder<Database, 'jobs'>) => eb.and([
  eb('kind', 'in', kinds),
  eb.or([
    eb.and([eb('state', '=', 'queued'), eb('run_at', '<=', at)]),
    eb.and([eb('state', '=', 'running'), eb('lease_until', '<=', at)]),
  ]),
]);

/**
 * Leases the next due job to `owner` and counts the attempt, in one UPDATE, so of several workers
 * exactly one gets each job: SQLite runs one write at a time. On PostgreSQL the inner select skips
 * rows another worker is claiming (`for update skip locked`), so workers pass over each other's
 * jobs instead of waiting; the condition repeated outside makes a worker that lost a race get
 * nothing rather than the same job.
 */
export function claimJob(db: Db, kinds: string[], owner: string, at: string, leaseUntil: string): Promise<Job | undefined> {
  return db.updateTable('jobs')
    .set((eb) => ({ state: 'running', attempts: eb('attempts', '+', 1), lease_owner: owner, lease_until: leaseUntil }))
    .where('id', '=', (eb) => {
      const next = eb.selectFrom('jobs').select('id').where(dueAt(kinds, at)).orderBy('run_at').orderBy('id').limit(1);
      return isPostgres(db) ? next.forUpdate().skipLocked() : next;
    })
    .where(dueAt(kinds, at))
    .returningAll()
    .executeTakeFirst();
}

/** Keeps the job leased while it runs; false when it is no longer this owner's. */
export async function renewLease(db: Db, id: number, owner: string, leaseUntil: string): Promise<boolean> {
  const result = await db.updateTable('jobs').set({ lease_until: leaseUntil })
    .where('id', '=', id).where('lease_owner', '=', owner).where('state', '=', 'running')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function finishJob(db: Db, id: number, owner: string, at: string): Promise<void> {
  await db.updateTable('jobs').set({ state: 'done', finished_at: at, lease_owner: null, lease_until: null })
    .where('id', '=', id).where('lease_owner', '=', owner).where('state', '=', 'running')
    .execute();
}

/** Queues the job again after a failure. */
export async function retryJob(db: Db, id: number, owner: string, runAt: string, error: string): Promise<void> {
  await db.updateTable('jobs').set({ state: 'queued', run_at: runAt, last_error: error, lease_owner: null, lease_until: null })
    .where('id', '=', id).where('lease_owner', '=', owner).where('state', '=', 'running')
    .execute();
}

/**
 * Hands a running job back to the queue, to be claimed again at once: its process is stopping and
 * cannot wait for it. The attempt is not counted, since the job did not fail.
 */
export async function releaseJob(db: Db, id: number, owner: string): Promise<void> {
  await db.updateTable('jobs').set((eb) => ({ state: 'queued', attempts: eb('attempts', '-', 1), lease_owner: null, lease_until: null }))
    .where('id', '=', id).where('lease_owner', '=', owner).where('state', '=', 'running')
    .execute();
}

/** Gives the job up for good, keeping why. */
export async function buryJob(db: Db, id: number, owner: string, at: string, error: string): Promise<void> {
  await db.updateTable('jobs').set({ state: 'dead', finished_at: at, last_error: error, lease_owner: null, lease_until: null })
    .where('id', '=', id).where('lease_owner', '=', owner).where('state', '=', 'running')
    .execute();
}

/** Dead jobs, newest first, a page of them: those older than `before` when given. */
export function deadJobs(db: Db, before: number | undefined, limit: number) {
  let query = db.selectFrom('jobs').select(['id', 'kind', 'payload', 'attempts', 'created_at', 'finished_at', 'last_error']).where('state', '=', 'dead');
  if (before !== undefined) query = query.where('id', '<', before);
  return query.orderBy('id', 'desc').limit(limit).execute();
}

/** How many jobs are dead, and how many failed and wait for their next attempt. */
export async function jobTroubleCounts(db: Db): Promise<{ dead: number; retrying: number }> {
  const row = await db.selectFrom('jobs')
    .select((eb) => [
      eb.fn.countAll<number>().filterWhere('state', '=', 'dead').as('dead'),
      eb.fn.countAll<number>().filterWhere((inner) => inner.and([inner('state', '=', 'queued'), inner('attempts', '>=', 1)])).as('retrying'),
    ])
    .where('state', 'in', ['dead', 'queued'])
    .executeTakeFirstOrThrow();
  return { dead: Number(row.dead), retrying: Number(row.retrying) };
}

/** Queues a dead job again, due at `runAt` with no attempts made of `maxAttempts`; its kind, undefined when no dead job has this id. */
export async function requeueJob(db: Db, id: number, runAt: string, maxAttempts: number): Promise<string | undefined> {
  const row = await db.updateTable('jobs').set({ state: 'queued', run_at: runAt, attempts: 0, max_attempts: maxAttempts, finished_at: null })
    .where('id', '=', id).where('state', '=', 'dead')
    .returning('kind')
    .executeTakeFirst();
  return row?.kind;
}
