import type { Jobs, QueuedJob } from '../../adapters/jobs';
import type { Db } from '../../db/database';
import { hasPushSubscription } from '../../db/push-subscriptions';
import { messageMailJob } from './activity-mails';
import { pushJob } from './push-notices';

/**
 * Where news happens (a message, a like): the mail and the push that may follow, queued as jobs that
 * decide when they run. A push is queued only for a member with a device that takes pushes: most
 * have none, and a job per message that finds nothing to do is a queue's worth of work per send.
 */

/**
 * A message the partner can see came: a batched mail later, a push now unless they are looking.
 * Queued with the message, in its transaction, which read whether the partner takes pushes.
 */
export function messageNotices(partnerId: number, messageId: number, now: Date, partnerTakesPushes: boolean): QueuedJob[] {
  const mail = messageMailJob(partnerId, now);
  return partnerTakesPushes ? [mail, pushJob({ kind: 'message', to: partnerId, messageId })] : [mail];
}

/** A new like, or a like back that made a match: a push to the member liked (the like mail is its own job). */
export async function noticeLike(db: Db, jobs: Pick<Jobs, 'enqueue'>, likedId: number, likerId: number, match: boolean): Promise<void> {
  if (!(await hasPushSubscription(db, likedId))) return;
  const { kind, payload, ...options } = pushJob({ kind: match ? 'match' : 'like', to: likedId, from: likerId });
  await jobs.enqueue(kind, payload, options);
}
