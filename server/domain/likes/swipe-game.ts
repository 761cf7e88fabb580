import type { SwipeRequest, SwipeResult, SwipeStack } from '../../../common/api/likes';
import { SWIPE_GAME_DAILY_LIKES, SWIPE_STACK_SIZE } from '../../../common/constants';
import { formatCountdown } from '../../../common/rules/countdown';
import { FALLBACK_TIME_ZONE, nextLocalMidnight, startOfLocalDay } from '../../../common/rules/local-day';
import type { Config } from '../../config/config';
import { inTransaction, type Db } from '../../db/database';
import { likedByMember } from '../../db/likes';
import { passedSince, recordSwipe, swipeLikesSince } from '../../db/swipes';
import { timeZoneOf } from '../../db/users';
import { toCard } from '../profiles/cards';
import { announceLike, recordLike, refuseUnlikeable, type LikeContext } from './likes';
import { seekersOf } from './match-finder';
import { ProblemError } from '../problems';
import { acrossBlocks } from './blocks';

/**
 * The swipe game (docs/product/limits.md#swipe-game): cards of members who suit the member, liked or passed one by one. Likes
 * are real likes, SWIPE_GAME_DAILY_LIKES a day, counted here; the day is the member's own, so the
 * likes come back at their midnight. Passing is free. A card never comes back once liked, nor on the
 * day it was passed, nor across a block.
 */

/** The member's day: when it began and when the next begins. */
async function dayOf(db: Db, userId: number, now: Date) {
  const zone = (await timeZoneOf(db, userId)) ?? FALLBACK_TIME_ZONE;
  return { start: startOfLocalDay(now, zone), resetsAt: nextLocalMidnight(now, zone) };
}

export async function swipeStack(db: Db, config: Config, userId: number, now: Date): Promise<SwipeStack> {
  const day = await dayOf(db, userId, now);
  const [liked, passed, blocked, likesToday] = await Promise.all([
    likedByMember(db, userId), passedSince(db, userId, day.start), acrossBlocks(db, userId), swipeLikesSince(db, userId, day.start),
  ]);
  const rows = await seekersOf(db, config, userId, [...liked, ...passed, ...blocked], SWIPE_STACK_SIZE, now);
  return {
    profiles: rows.map((row) => toCard(config, row, now)),
    likes_left: Math.max(0, SWIPE_GAME_DAILY_LIKES - likesToday),
    resets_at: day.resetsAt.toISOString(),
  };
}

export async function swipe(ctx: LikeContext, userId: number, { id, like }: SwipeRequest, now: Date): Promise<SwipeResult> {
  const day = await dayOf(ctx.db, userId, now);
  const { result, announce } = await inTransaction(ctx.db, async (trx) => {
    const likesToday = await swipeLikesSince(trx, userId, day.start);
    if (!like) {
      // A pass is refused where a like would be.
      await refuseUnlikeable(trx, userId, id);
      await recordSwipe(trx, userId, id, false, now);
      return { result: { like: null, likes_left: Math.max(0, SWIPE_GAME_DAILY_LIKES - likesToday) }, announce: false };
    }
    if (likesToday >= SWIPE_GAME_DAILY_LIKES) {
      const seconds = Math.ceil((day.resetsAt.getTime() - now.getTime()) / 1000);
      throw new ProblemError('swipe_limit', {
        limit: SWIPE_GAME_DAILY_LIKES, seconds, countdown: formatCountdown(seconds), resets_at: day.resetsAt.toISOString(),
      });
    }
    const { state, added } = await recordLike(trx, userId, id, now);
    await recordSwipe(trx, userId, id, true, now);
    return { result: { like: state, likes_left: SWIPE_GAME_DAILY_LIKES - likesToday - 1 }, announce: added };
  });
  // Told once the like is stored for good.
  if (announce && result.like) await announceLike(ctx, userId, id, result.like.match, now);
  return { ...result, resets_at: day.resetsAt.toISOString() };
}
