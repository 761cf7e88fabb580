import { noticeLike } from '../notifications/announce';
import type { LikesResponse } from '../../../common/api/likes';
import type { LikeState } from '../../../common/api/members';
import type { Config } from '../../config/config';
import type { Db } from '../../db/database';
import { addLike, likesBetween, likesOf, removeLike } from '../../db/likes';
import { shownCardsOf, shownMember } from '../../db/profiles';
import { acrossBlocks, refuseAcrossBlock } from './blocks';
import { toCard } from '../profiles/cards';
import { ProblemError } from '../problems';
import type { Deps } from '../deps';

/** What liking needs: the database, the bus that tells members at once, and the queue that mails them. */
export type LikeContext = Pick<Deps, 'db' | 'bus' | 'jobs'>;

/** A like is mailed a minute later, and only if it still stands: a like taken back at once is never mailed. */
export const LIKE_MAIL_DELAY_MS = 60_000;

/** Liking from a profile (docs/product/states.md#likes): a like one way; a match when the other likes back. */
export async function likeMember(ctx: LikeContext, userId: number, id: number, now: Date): Promise<LikeState> {
  const { state, added } = await recordLike(ctx.db, userId, id, now);
  if (added) await announceLike(ctx, userId, id, state.match, now);
  return state;
}

/**
 * Stores a like after the checks every like passes; `added` is false when it was there already. Runs
 * inside the caller's transaction where there is one (the swipe game counts its likes in the same one).
 */
export async function recordLike(db: Db, userId: number, id: number, now: Date): Promise<{ state: LikeState; added: boolean }> {
  await refuseUnlikeable(db, userId, id);
  const added = await addLike(db, userId, id, now);
  const { likedBy } = await likesBetween(db, userId, id);
  return { state: { liked: true, match: likedBy }, added };
}

/** Who may not be liked (nor passed in the swipe game): oneself, a member not shown, anyone across a block. */
export async function refuseUnlikeable(db: Db, userId: number, id: number): Promise<void> {
  if (id === userId) throw new ProblemError('like_self');
  const member = await shownMember(db, id);
  if (!member) throw new ProblemError('profile_unknown');
  await refuseAcrossBlock(db, userId, member);
}

/**
 * Told once, when the like is new (liking again changes nothing for the other member): the liked
 * member hears of the like at once, and with a match both hear of it. The liked member gets a mail
 * (job like-mail), the one who liked knows already.
 */
export async function announceLike(ctx: LikeContext, likerId: number, likedId: number, match: boolean, now: Date): Promise<void> {
  await ctx.bus.publish({ memberId: likedId, type: 'like', payload: { likerId } });
  if (match) {
    await ctx.bus.publish({ memberId: likedId, type: 'match', payload: { partnerId: likerId } });
    await ctx.bus.publish({ memberId: likerId, type: 'match', payload: { partnerId: likedId } });
  }
  await noticeLike(ctx.db, ctx.jobs, likedId, likerId, match);
  const kind = match ? 'match' : 'like';
  await ctx.jobs.enqueue('like-mail', { kind, to: likedId, from: likerId }, {
    runAt: new Date(now.getTime() + LIKE_MAIL_DELAY_MS),
    // One mail of each kind per pair, ever: unliking and liking again does not mail again.
    key: `like-mail:${kind}:${likedId}:${likerId}`,
  });
}

/** Taking a like back is always possible, also when the member is gone or blocked since. */
export async function unlikeMember(db: Db, userId: number, id: number): Promise<LikeState> {
  await removeLike(db, userId, id);
  return { liked: false, match: false };
}

/**
 * The member's likes both ways (GET /api/likes.php), with members who are shown to others only:
 * someone who left, hides or is on either side of a block is in none of the lists.
 */
export async function memberLikes(db: Db, config: Config, userId: number, now: Date): Promise<LikesResponse> {
  const [rows, blocked] = await Promise.all([likesOf(db, userId), acrossBlocks(db, userId)]);
  const otherOf = (row: { liker_id: number; liked_id: number }) => (row.liker_id === userId ? row.liked_id : row.liker_id);
  const excluded = new Set(blocked);
  const cards = await shownCardsOf(db, [...new Set(rows.map(otherOf))].filter((id) => !excluded.has(id)));
  const shown = new Set(cards.map((card) => card.id));
  const newestFirst = (a: { created_at: string }, b: { created_at: string }) => b.created_at.localeCompare(a.created_at);
  const likes = rows.filter((row) => row.liker_id === userId && shown.has(row.liked_id)).sort(newestFirst)
    .map((row) => ({ id: row.liked_id, created_at: row.created_at }));
  const likedBy = rows.filter((row) => row.liked_id === userId && shown.has(row.liker_id)).sort(newestFirst)
    .map((row) => ({ id: row.liker_id, created_at: row.created_at, like_new: row.seen_at === null }))
    // New likes first (docs/product/states.md#likes); the sort keeps the newest first within each.
    .sort((a, b) => Number(b.like_new) - Number(a.like_new));
  return { profiles: cards.map((card) => toCard(config, card, now)), likes, liked_by: likedBy };
}
