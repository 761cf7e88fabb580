import { z } from 'zod';
import { sendUnreadReminder } from '../domain/notifications/activity-mails';
import { memberId } from './payload-parts';
import type { JobKind } from './job-kind';

const payload = z.object({ to: memberId });

declare module '../adapters/jobs' {
  interface JobSchemas {
    'unread-reminder': typeof payload;
  }
}

/** Reminds one member of the messages they have not read. */
export const unreadReminder: JobKind<'unread-reminder'> = {
  kind: 'unread-reminder',
  payload,
  run: (deps, member, { now }) => sendUnreadReminder(deps, member, now),
};
