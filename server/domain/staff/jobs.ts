import type { DeadJob, JobListQuery, JobListResponse } from '../../../common/staff/api';
import { inTransaction, type Db } from '../../db/database';
import { deadJobs, jobTroubleCounts } from '../../db/jobs';
import { ProblemError } from '../problems';
import { recordAudit, type StaffActor } from './audit';
import { jobSummary } from './job-summaries';
import type { Deps } from '../deps';

/**
 * The console's Jobs page (docs/staff.md, Jobs): what the queue gave up on after its day of retries
 * (a mail whose server stayed away, a push, a payment call), with its error, and how many jobs are
 * failing and still retrying; a dead job is run again by an admin, audited.
 */

export const JOB_PAGE = 30;

export type JobsContext = Pick<Deps, 'db' | 'jobs'>;

export async function deadJobList(db: Db, query: JobListQuery): Promise<JobListResponse> {
  const [rows, counts] = await Promise.all([deadJobs(db, query.cursor, JOB_PAGE + 1), jobTroubleCounts(db)]);
  const jobs: DeadJob[] = rows.slice(0, JOB_PAGE).map((row) => ({
    id: row.id, kind: row.kind, summary: jobSummary(row.kind, row.payload), attempts: row.attempts,
    created_at: row.created_at, died_at: row.finished_at, error: row.last_error,
  }));
  return { ...counts, jobs, has_more: rows.length > JOB_PAGE };
}

/** Queues a dead job to run now with its attempts afresh, with its audit row; `staff_job_not_dead` for any other. */
export async function runJobAgain(ctx: JobsContext, actor: StaffActor, id: number, now: Date): Promise<void> {
  await inTransaction(ctx.db, async (trx) => {
    const kind = await ctx.jobs.requeueIn(trx, id);
    if (kind === undefined) throw new ProblemError('staff_job_not_dead');
    await recordAudit(trx, actor, { action: 'job.retry', subject: { type: 'job', id }, details: { kind } }, now);
  });
  ctx.jobs.wake();
}
