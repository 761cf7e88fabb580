import { z } from 'zod';
import { sendModerationAlert } from '../domain/staff/photo-moderation';
import type { JobKind } from './job-kind';

const payload = z.object({ count: z.int(), waited: z.int() });

declare module '../adapters/jobs' {
  interface JobSchemas {
    'moderation-alert-mail': typeof payload;
  }
}

/** Mails every active admin and moderator that photos are waiting. */
export const moderationAlertMail: JobKind<'moderation-alert-mail'> = {
  kind: 'moderation-alert-mail',
  payload,
  run: (deps, waiting) => sendModerationAlert(deps, waiting),
};
