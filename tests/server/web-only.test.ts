import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server';
import { startServerProcess } from './helpers/server-process';

/**
 * Issue 50: a process started on a restored backup ran the job queue and sent a complaint notice a
 * second time. With RUN_JOBS=no a process serves requests and runs no job; what it queues waits for a
 * process with jobs on. Both are real processes, one after the other on one database (the test
 * server's, which runs no jobs itself).
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const jobs = () => server.db.selectFrom('jobs').select(['kind', 'state']).orderBy('id').execute();

const complaintMails = () => {
  const folder = path.join(server.dataDir, 'mail');
  return fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => name.includes('-complaint-')) : [];
};

describe('RUN_JOBS=no', () => {
  it('serves requests and queues their jobs, but runs none and schedules none; a process with jobs on runs them', async () => {
    const webOnly = await startServerProcess(server, { RUN_JOBS: 'no' });
    try {
      expect(webOnly.process.output()).toContain('Web only (RUN_JOBS=no)');
      const complaint = await fetch(`${webOnly.origin}/api/complaints.php`, {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ reason: 'scam', text: 'He asked me for money for a plane ticket.', email: 'visitor@example.org' }),
      });
      expect(complaint.status).toBe(201);
      // A worker would have taken it at once (queueing wakes it), and looks again every second.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(await jobs()).toEqual([{ kind: 'complaint-mail', state: 'queued' }]);
      expect(complaintMails()).toEqual([]);
    } finally {
      await webOnly.process.stop();
    }

    const withJobs = await startServerProcess(server);
    try {
      expect(withJobs.process.output()).not.toContain('Web only');
      await expect.poll(complaintMails, { timeout: 15_000 }).toHaveLength(1);
      // The mail is written before its job is marked done, and the recurring kinds are scheduled after the worker starts.
      await expect.poll(async () => (await jobs()).find((job) => job.kind === 'complaint-mail')?.state).toBe('done');
      // The recurring housekeeping is scheduled by a process with jobs on.
      await expect.poll(async () => (await jobs()).map((job) => job.kind)).toContain('purge-stale');
    } finally {
      await withJobs.process.stop();
    }
  });
});
