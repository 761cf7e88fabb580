import type { LikeState } from '../../common/api/members';
import type { Bus } from '../adapters/bus';
import type { Db } from '../db/database';
import { addLike, likesBetween, removeLike } from '../db/likes';
import { shownMember } from '../db/profiles';
import { refuseAcrossBlock } from './blocks';
import { ProblemError } from './problems';

/** Liking from a profile (spec §4 Likes): a like one way; a match when the other likes back. */

export async function likeMember(db: Db, bus: Bus, userId: number, id: number, now: Date): Promise<LikeState> {
  if (id === userId) throw new ProblemError('like_self');
  const member = await shownMember(db, id);
  if (!member) throw new ProblemError('profile_unknown');
  await refuseAcrossBlock(db, userId, member);
  const added = await addLike(db, userId, id, now);
  const { likedBy } = await likesBetween(db, userId, id);
  // Told once, when the like is new: liking again changes nothing for the other member.
  if (added) await announceLike(bus, userId, id, likedBy);
  return { liked: true, match: likedBy };
}

/** The liked member hears of the like; with a match, both hear of it. */
async function announceLike(bus: Bus, likerId: number, likedId: number, match: boolean): Promise<void> {
  await bus.publish({ memberId: likedId, type: 'like', payload: { likerId } });
  if (!match) return;
  await bus.publish({ memberId: likedId, type: 'match', payload: { partnerId: likerId } });
  await bus.publish({ memberId: likerId, type: 'match', payload: { partnerId: likedId } });
}

/** Taking a like back is always possible, also when the member is gone or blocked since. */
export async function unlikeMember(db: Db, userId: number, id: number): Promise<LikeState> {
  await removeLike(db, userId, id);
  return { liked: false, match: false };
}
