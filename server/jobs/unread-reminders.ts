import { z } from 'zod';
import { queueUnreadReminders } from '../domain/notifications/activity-mails';
import { DAY_MS } from './periods';
import type { JobKind } from './job-kind';

const payload = z.object({});

declare module '../adapters/jobs' {
  interface JobSchemas {
    'unread-reminders': typeof payload;
  }
}

/** Queues a reminder for each member with messages unread for over a day. */
export const unreadReminders: JobKind<'unread-reminders'> = {
  kind: 'unread-reminders',
  payload,
  every: { periodMs: DAY_MS },
  run: (deps, _payload, { now }) => queueUnreadReminders(deps, now),
};
