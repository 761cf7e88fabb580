import type { LikeState } from '../../common/api/members';
import type { Db } from '../db/database';
import { addLike, likesBetween, removeLike } from '../db/likes';
import { shownMember } from '../db/profiles';
import { refuseAcrossBlock } from './blocks';
import { ProblemError } from './problems';

/** Liking from a profile (spec §4 Likes): a like one way; a match when the other likes back. */

export async function likeMember(db: Db, userId: number, id: number, now: Date): Promise<LikeState> {
  if (id === userId) throw new ProblemError('like_self');
  const member = await shownMember(db, id);
  if (!member) throw new ProblemError('profile_unknown');
  await refuseAcrossBlock(db, userId, member);
  await addLike(db, userId, id, now);
  const { likedBy } = await likesBetween(db, userId, id);
  return { liked: true, match: likedBy };
}

/** Taking a like back is always possible, also when the member is gone or blocked since. */
export async function unlikeMember(db: Db, userId: number, id: number): Promise<LikeState> {
  await removeLike(db, userId, id);
  return { liked: false, match: false };
}
