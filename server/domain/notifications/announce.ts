import type { Jobs, QueuedJob } from '../../adapters/jobs';
import { messageMailJob } from './mail-notices';
import { pushJob } from './push-notices';

/** Where news happens (a message, a like): the mail and the push that may follow, queued as jobs that decide when they run. */

/** A message the partner can see came: a batched mail later, a push now unless they are looking. Queued with the message. */
export function messageNotices(partnerId: number, messageId: number, now: Date): QueuedJob[] {
  return [messageMailJob(partnerId, now), pushJob({ kind: 'message', to: partnerId, messageId })];
}

/** A new like, or a like back that made a match: a push to the member liked (the like mail is its own job). */
export async function noticeLike(jobs: Pick<Jobs, 'enqueue'>, likedId: number, likerId: number, match: boolean): Promise<void> {
  const { kind, payload, ...options } = pushJob({ kind: match ? 'match' : 'like', to: likedId, from: likerId });
  await jobs.enqueue(kind, payload, options);
}
