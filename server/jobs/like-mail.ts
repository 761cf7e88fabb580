import { z } from 'zod';
import { sendLikeMail } from '../domain/notifications/like-mail';
import { memberId } from './payload-parts';
import type { JobKind } from './job-kind';

const payload = z.object({ kind: z.enum(['like', 'match']), to: memberId, from: memberId });

declare module '../adapters/jobs' {
  interface JobSchemas {
    'like-mail': typeof payload;
  }
}

/** Mails a member that someone liked them, or liked them back, while that still holds. */
export const likeMail: JobKind<'like-mail'> = {
  kind: 'like-mail',
  payload,
  run: (deps, like, { now }) => sendLikeMail(deps, like, now),
};
