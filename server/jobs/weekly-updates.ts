import { z } from 'zod';
import { queueWeeklyUpdates } from '../domain/notifications/activity-mails';
import { DAY_MS } from './periods';
import type { JobKind } from './job-kind';

const payload = z.object({ afterId: z.int().nonnegative().default(0), week: z.string().max(10).optional() });

declare module '../adapters/jobs' {
  interface JobSchemas {
    'weekly-updates': typeof payload;
  }
}

/** The weekly run: a weekly-update job for each member whose mail takes it, a page at a time (the next page is a job of this kind). */
export const weeklyUpdates: JobKind<'weekly-updates'> = {
  kind: 'weekly-updates',
  payload,
  // A new site sends its first weekly update when it has had a week to tell of, not at its first start.
  every: { periodMs: 7 * DAY_MS, first: 'after a period' },
  run: (deps, page, { now }) => queueWeeklyUpdates(deps, page, now),
};
