import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createJobs, type Jobs } from '../../server/adapters/jobs';
import { attemptsSpanning, RETRY_ATTEMPTS } from '../../server/adapters/retry-schedule';
import { inTransaction } from '../../server/db/database';
import { JOB_KINDS, scheduleRecurringJobs } from '../../server/jobs/registry';
import { startTestServer, type TestServer } from './helpers/test-server';

/**
 * How many attempts a job gets (issue 50 item 2): a day of them, unless it recurs, when the next
 * occurrence does its work anyway; a dead job run again by staff gets the whole day afresh.
 */

const MINUTE = 60_000;
const clock = new Date('2026-12-03T10:07:00Z');
let server: TestServer;
let queue: Jobs;

beforeAll(async () => {
  server = await startTestServer();
  queue = createJobs(server.db, { kinds: JOB_KINDS, log: { error: () => {} }, now: () => clock });
});
afterEach(() => server.db.deleteFrom('jobs').execute());
afterAll(() => server.close());

const attemptsOf = async () => Object.fromEntries((await server.db.selectFrom('jobs').select(['kind', 'max_attempts']).execute()).map((row) => [row.kind, row.max_attempts]));

describe('the attempts of a job', () => {
  it('are a day of them for a job queued once, and reach the next occurrence for a recurring one', async () => {
    await queue.enqueue('case-decision-mail', { id: 1 });
    await inTransaction(server.db, (trx) => queue.enqueueIn(trx, [{ kind: 'push', payload: { kind: 'like', to: 1, from: 2 } }]));
    await scheduleRecurringJobs(queue, server.config);
    expect(await attemptsOf()).toEqual({
      'case-decision-mail': RETRY_ATTEMPTS,
      'push': RETRY_ATTEMPTS,
      'moderation-queue': attemptsSpanning(5 * MINUTE),
      'reconcile-payments': attemptsSpanning(10 * MINUTE),
      'purge-deleted': attemptsSpanning(60 * MINUTE),
      'purge-stale': attemptsSpanning(60 * MINUTE),
      // A day or more: the day of the schedule.
      'unread-reminders': RETRY_ATTEMPTS,
      'sweep-photos': RETRY_ATTEMPTS,
      'weekly-updates': RETRY_ATTEMPTS,
    });
  });

  it('are the whole day afresh for a dead job run again, also one that had fewer', async () => {
    await queue.every('reconcile-payments', 10 * MINUTE);
    const job = await server.db.updateTable('jobs').set({ state: 'dead', attempts: 7, finished_at: clock.toISOString(), last_error: 'Error: provider away' })
      .returningAll().executeTakeFirstOrThrow();
    expect(job.max_attempts).toBe(7);
    expect(await inTransaction(server.db, (trx) => queue.requeueIn(trx, job.id))).toBe('reconcile-payments');
    expect(await server.db.selectFrom('jobs').selectAll().executeTakeFirstOrThrow()).toMatchObject({
      state: 'queued', attempts: 0, max_attempts: RETRY_ATTEMPTS, run_at: clock.toISOString(), finished_at: null, last_error: 'Error: provider away',
    });
    // Queued now, it is not dead: a second retry finds nothing to queue.
    expect(await inTransaction(server.db, (trx) => queue.requeueIn(trx, job.id))).toBeUndefined();
  });
});
