import { expect } from 'vitest';
import type { TestServer } from './test-server';

/**
 * Waits until the jobs worker has nothing left that is due at `now` (a test's clock): what the jobs
 * would do by then (mails, pushes) is done, and what did not happen by then will not.
 */
export async function jobsDone(server: TestServer, now: Date): Promise<void> {
  await expect.poll(async () => (await server.db.selectFrom('jobs').select('id')
    .where('state', 'in', ['queued', 'running']).where('run_at', '<=', now.toISOString()).execute()).length, { timeout: 5000 }).toBe(0);
}
