import type { Jobs } from '../../adapters/jobs';
import { queueMessageMail } from './mail-notices';
import { queuePush } from './push-notices';

/** Where news happens (a message, a like): the mail and the push that may follow, queued as jobs that decide when they run. */

type Queue = Pick<Jobs, 'enqueue'>;

/** A message the partner can see came: a batched mail later, a push now unless they are looking. */
export async function noticeMessage(jobs: Queue, partnerId: number, messageId: number, now: Date): Promise<void> {
  await queueMessageMail(jobs, partnerId, now);
  await queuePush(jobs, { kind: 'message', to: partnerId, messageId });
}

/** A new like, or a like back that made a match: a push to the member liked (the like mail is its own job). */
export async function noticeLike(jobs: Queue, likedId: number, likerId: number, match: boolean): Promise<void> {
  await queuePush(jobs, { kind: match ? 'match' : 'like', to: likedId, from: likerId });
}
