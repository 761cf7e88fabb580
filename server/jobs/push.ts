import { z } from 'zod';
import { rowIdSchema } from '../../common/api/ids';
import { sendPush } from '../domain/notifications/push-notices';
import { memberId } from './payload-parts';
import type { JobKind } from './job-kind';

const payload = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('message'), to: memberId, messageId: rowIdSchema }),
  z.object({ kind: z.literal('like'), to: memberId, from: memberId }),
  z.object({ kind: z.literal('match'), to: memberId, from: memberId }),
]);

declare module '../adapters/jobs' {
  interface JobSchemas {
    'push': typeof payload;
  }
}

/** News for a member's devices (a message, a like, a match): a push-send job per device that takes it. */
export const push: JobKind<'push'> = {
  kind: 'push',
  payload,
  run: (deps, event, { now }) => sendPush(deps, event, now),
};
