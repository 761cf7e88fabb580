import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditResponse, CaseListResponse, JobListResponse } from '../../common/staff/api';
import { RETRY_ATTEMPTS } from '../../server/adapters/retry-schedule';
import { JOB_PAGE } from '../../server/domain/staff/jobs';
import { startTestServer, type TestServer } from './helpers/test-server';
import { jobsDone } from './helpers/jobs';
import { errorOf } from './helpers/members';
import { startSmtpStandin, type SmtpStandin } from './helpers/smtp-standin';
import { setUpStaff, staffCall, type TestStaff } from './helpers/staff';

/**
 * Mail that fails is not lost (issue 50 item 2): a case's decision mail, with its SMTP server away,
 * is tried for a day (it died after 2.5 minutes before), then shows on the staff API's dead jobs with
 * its error, and an admin runs it again: it goes, and the audit log says who ran it.
 */

const HOUR = 3600_000;
const REPORTER = 'reporter@example.org';

let clock = new Date('2026-12-03T10:00:00Z');
const now = () => clock;
let server: TestServer;
let smtp: SmtpStandin;

beforeAll(async () => {
  smtp = await startSmtpStandin();
  server = await startTestServer({ SMTP_URL: smtp.url }, { now, runJobs: true });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const mailJob = () => server.db.selectFrom('jobs').selectAll().where('kind', '=', 'case-decision-mail').executeTakeFirstOrThrow();
/** The mail's job once its attempt `attempt` has ended, in failure or not. */
async function afterAttempt(attempt: number) {
  await expect.poll(async () => {
    const row = await mailJob();
    return row.attempts === attempt && row.state !== 'running';
  }, { timeout: 10_000 }).toBe(true);
  return mailJob();
}
/** A refusal's status and problem code. */
const refusal = (response: { statusCode: number; json: () => unknown }) => ({ status: response.statusCode, error: errorOf(response).error });
const jobList = async (staff: TestStaff, query = '') => (await staffCall(server, 'GET', `/staff/api/jobs${query}`, undefined, staff.cookie)).json() as JobListResponse;

/** A visitor's complaint as a case of the inbox, mailed to support: its reference and id. */
async function complaintCase(support: TestStaff): Promise<{ reference: string; id: number }> {
  const filed = await server.app.inject({ method: 'POST', url: '/api/complaints.php', payload: { reason: 'other', email: REPORTER, text: 'A member asked me for money.' } });
  const { reference } = filed.json() as { reference: string };
  const open = (await staffCall(server, 'GET', '/staff/api/cases?state=open', undefined, support.cookie)).json() as CaseListResponse;
  await jobsDone(server, clock);
  return { reference, id: open.cases.find((item) => item.reference === reference)!.id };
}

describe('a mail whose SMTP server is away', () => {
  it('is tried for a day, then dies with its error; an admin sees it, runs it again, and it goes', async () => {
    const watcher = await setUpStaff(server, 'admin', now);
    const support = await setUpStaff(server, 'support', now);
    const { reference, id } = await complaintCase(support);
    await smtp.close();
    const decided = await staffCall(server, 'POST', `/staff/api/cases/${id}/decision`, { outcome: 'no_action', reason: 'We found no breach of our rules.' }, support.cookie);
    expect(decided.json()).toMatchObject({ case: { state: 'decided' } });

    const start = clock.getTime();
    let row = await afterAttempt(1);
    expect(row).toMatchObject({ state: 'queued', max_attempts: RETRY_ATTEMPTS });
    expect(row.last_error).toContain('ECONNREFUSED');
    // Trouble shows before anything dies: one job failed and waits for its next attempt.
    expect(await jobList(watcher)).toMatchObject({ dead: 0, retrying: 1, jobs: [], has_more: false });

    /** Each failed attempt: how long after the first it ran, and what became of the job. */
    const failures: { after: number; state: string }[] = [{ after: 0, state: row.state }];
    while (row.state === 'queued') {
      clock = new Date(row.run_at);
      server.jobs.wake();
      row = await afterAttempt(row.attempts + 1);
      failures.push({ after: clock.getTime() - start, state: row.state });
    }
    // Where the old schedule gave up (five attempts, 2.5 minutes), and an hour short of the day, it retries.
    expect(failures.find(({ after }) => after >= 150_000)).toMatchObject({ state: 'queued' });
    expect(failures.find(({ after }) => after >= 23 * HOUR)).toMatchObject({ state: 'queued' });
    expect(failures.filter(({ after }) => after < 24 * HOUR).every(({ state }) => state === 'queued')).toBe(true);
    expect(failures.at(-1)!.after).toBeGreaterThanOrEqual(24 * HOUR);
    expect(row).toMatchObject({ state: 'dead', attempts: RETRY_ATTEMPTS, finished_at: clock.toISOString() });

    smtp = await startSmtpStandin(smtp.port);
    const admin = await setUpStaff(server, 'admin', now);
    const list = await jobList(admin);
    expect(list).toMatchObject({ dead: 1, retrying: 0, has_more: false });
    expect(list.jobs).toEqual([{
      id: row.id, kind: 'case-decision-mail', summary: `decision mail of case ${id} to its reporter`, attempts: RETRY_ATTEMPTS,
      created_at: new Date(start).toISOString(), died_at: clock.toISOString(), error: expect.stringContaining('ECONNREFUSED'),
    }]);

    const retried = await staffCall(server, 'POST', `/staff/api/jobs/${row.id}/retry`, undefined, admin.cookie);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ queued: true });
    await expect.poll(() => smtp.received.find((mail) => mail.to?.[0]?.address === REPORTER), { timeout: 10_000 }).toBeDefined();
    const mail = smtp.received.find((email) => email.to?.[0]?.address === REPORTER)!;
    expect(mail.headers.find((header) => header.key === 'x-amora-mail-kind')?.value).toBe('case_decision');
    expect(mail.subject).toContain(reference);
    await expect.poll(async () => (await mailJob()).state).toBe('done');
    expect(await jobList(admin)).toMatchObject({ dead: 0, retrying: 0, jobs: [] });

    const audit = (await staffCall(server, 'GET', '/staff/api/audit?action=job.retry', undefined, admin.cookie)).json() as AuditResponse;
    expect(audit.entries).toMatchObject([{ staff_id: admin.id, staff_role: 'admin', subject_type: 'job', subject_id: row.id, details: { kind: 'case-decision-mail' } }]);
  });
});

describe('the dead jobs on the staff API', () => {
  let admin: TestStaff;
  beforeAll(async () => {
    admin = await setUpStaff(server, 'admin', now);
  });

  it('are for admins only: a moderator and support are refused', async () => {
    for (const role of ['moderator', 'support'] as const) {
      const staff = await setUpStaff(server, role, now);
      expect(refusal(await staffCall(server, 'GET', '/staff/api/jobs', undefined, staff.cookie))).toEqual({ status: 403, error: 'staff_forbidden' });
      expect(refusal(await staffCall(server, 'POST', `/staff/api/jobs/${(await mailJob()).id}/retry`, undefined, staff.cookie))).toEqual({ status: 403, error: 'staff_forbidden' });
    }
    expect((await staffCall(server, 'GET', '/staff/api/jobs')).statusCode).toBe(401);
  });

  it('runs again only a dead job: not one queued, done or unknown, and refuses bad input', async () => {
    await server.jobs.enqueue('unread-reminder', { to: 1 }, { runAt: new Date(clock.getTime() + HOUR) });
    const queued = await server.db.selectFrom('jobs').selectAll().where('kind', '=', 'unread-reminder').executeTakeFirstOrThrow();
    for (const id of [queued.id, (await mailJob()).id, 2_000_000_000]) {
      expect(refusal(await staffCall(server, 'POST', `/staff/api/jobs/${id}/retry`, undefined, admin.cookie))).toEqual({ status: 404, error: 'staff_job_not_dead' });
    }
    expect(await server.db.selectFrom('jobs').selectAll().where('id', '=', queued.id).executeTakeFirstOrThrow()).toEqual(queued);
    expect((await staffCall(server, 'POST', '/staff/api/jobs/abc/retry', undefined, admin.cookie)).statusCode).toBe(400);
    expect((await staffCall(server, 'GET', '/staff/api/jobs?cursor=-1', undefined, admin.cookie)).statusCode).toBe(400);
    expect((await staffCall(server, 'GET', '/staff/api/jobs?page=2', undefined, admin.cookie)).statusCode).toBe(400);
    const audit = (await staffCall(server, 'GET', '/staff/api/audit?action=job.retry', undefined, admin.cookie)).json() as AuditResponse;
    expect(audit.entries).toHaveLength(1);
  });

  it('are listed newest first a page at a time, without what their payloads say', async () => {
    for (let n = 1; n <= JOB_PAGE + 2; n += 1) {
      await server.jobs.enqueue('push-send', { subscription: n, payload: '{"body":"Eva: call me on +31 6 1234 5678"}', topic: 'message' }, { runAt: new Date(clock.getTime() + HOUR) });
    }
    await server.db.updateTable('jobs').set({ state: 'dead', finished_at: clock.toISOString(), last_error: 'Error: push service answered 500\n    at send' })
      .where('kind', '=', 'push-send').execute();
    const first = await jobList(admin);
    expect(first).toMatchObject({ dead: JOB_PAGE + 2, has_more: true });
    expect(first.jobs.map((job) => job.summary).slice(0, 2)).toEqual([`push to device ${JOB_PAGE + 2}`, `push to device ${JOB_PAGE + 1}`]);
    const second = await jobList(admin, `?cursor=${first.jobs.at(-1)!.id}`);
    expect(second).toMatchObject({ has_more: false });
    expect(second.jobs.map((job) => job.summary)).toEqual(['push to device 2', 'push to device 1']);
    expect(JSON.stringify([first, second])).not.toContain('+31');
  });
});
