import { z } from 'zod';
import { checkModerationQueue } from '../domain/staff/photo-moderation';
import { MINUTE_MS } from './periods';
import type { JobKind } from './job-kind';

const payload = z.object({});

declare module '../adapters/jobs' {
  interface JobSchemas {
    'moderation-queue': typeof payload;
  }
}

/** Looks for photos waiting past MODERATION_ALERT_MINUTES and queues the alert to moderators. */
export const moderationQueue: JobKind<'moderation-queue'> = {
  kind: 'moderation-queue',
  payload,
  every: { periodMs: 5 * MINUTE_MS },
  run: (deps, _payload, { now }) => checkModerationQueue(deps, now),
};
