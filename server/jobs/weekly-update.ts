import { z } from 'zod';
import { sendWeeklyUpdate } from '../domain/notifications/activity-mails';
import { memberId } from './payload-parts';
import type { JobKind } from './job-kind';

const payload = z.object({ to: memberId, week: z.string().max(10) });

declare module '../adapters/jobs' {
  interface JobSchemas {
    'weekly-update': typeof payload;
  }
}

/** Mails one member their week: likes and new members near them. */
export const weeklyUpdate: JobKind<'weekly-update'> = {
  kind: 'weekly-update',
  payload,
  run: (deps, update, { now }) => sendWeeklyUpdate(deps, update, now),
};
