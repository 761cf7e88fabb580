import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobSchemas, PayloadIn } from '../../server/adapters/jobs';
import { startMailing } from '../../server/domain/notifications/mailings';
import { JOB_KINDS } from '../../server/jobs/registry';
import { startTestServer, type TestServer } from './helpers/test-server';
import { jobsDone } from './helpers/jobs';
import { activeMember } from './helpers/members';

/**
 * Every kind of job the server has, queued once with a payload of its own shape, runs to its end: a
 * kind with no handler, or whose handler refuses its own payload, would wait or die here.
 */

let server: TestServer;
const clock = new Date('2026-12-07T12:00:00Z');

beforeAll(async () => {
  server = await startTestServer({}, { now: () => clock, runJobs: true });
});
afterAll(() => server.close());

describe('every job kind', () => {
  it('is queued once and runs to done', async () => {
    const [eva, tom] = [await activeMember(server), await activeMember(server, { gender: 'male' })];
    const mailing = await startMailing(server.platform, { kind: 'promotions', path: '/premium', texts: { en: { subject: 'News', body: 'A new feature.', button: 'Look' } } });
    await jobsDone(server, clock);
    // One of each, with the shape its kind takes: the table does not compile without every kind.
    const samples: { [K in keyof JobSchemas]: PayloadIn<JobSchemas[K]> } = {
      'purge-deleted': {},
      'purge-stale': {},
      'sweep-photos': {},
      'like-mail': { kind: 'like', to: tom.id, from: eva.id },
      'complaint-mail': { id: 1 },
      'ban-mail': { userId: tom.id, at: clock.toISOString() },
      'case-decision-mail': { id: 1 },
      'data-export': { id: 1 },
      'photo-rejected-mail': { photoId: 1 },
      'text-rejected-mail': { id: 1 },
      'moderation-queue': {},
      'moderation-alert-mail': { count: 3, waited: 45 },
      'message-mail': { to: tom.id },
      'unread-reminders': {},
      'unread-reminder': { to: tom.id },
      'weekly-updates': {},
      'weekly-update': { to: tom.id, week: '2026-12-07' },
      'mailing': { id: mailing, afterId: tom.id },
      'mailing-mail': { id: mailing, to: eva.id },
      'push': { kind: 'like', to: tom.id, from: eva.id },
      'push-send': { subscription: 1, payload: '{}', topic: 'like' },
      'reconcile-payments': {},
      'resell-feed': {},
    };
    expect(Object.keys(samples).sort()).toEqual(Object.keys(JOB_KINDS).sort());
    for (const kind of Object.keys(samples) as (keyof JobSchemas)[]) {
      await server.jobs.enqueue(kind, samples[kind] as never, { key: `every-kind:${kind}` });
    }
    await jobsDone(server, clock);
    const jobs = await server.db.selectFrom('jobs').select(['kind', 'state', 'last_error']).where('unique_key', 'like', 'every-kind:%').orderBy('kind').execute();
    expect(jobs.map(({ kind, state, last_error }) => ({ kind, state, last_error }))).toEqual(
      Object.keys(samples).sort().map((kind) => ({ kind, state: 'done', last_error: null })),
    );
  });
});
