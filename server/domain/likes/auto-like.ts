import type { AutoLike } from '../../../common/api/likes';
import { AUTO_LIKES_PER_DAY } from '../../../common/constants';
import { FALLBACK_TIME_ZONE, startOfLocalDay } from '../../../common/rules/local-day';
import type { Config } from '../../config/config';
import { inTransaction } from '../../db/database';
import { addLike, fictionalLikesSince, likersOf, likesBetween } from '../../db/likes';
import { timeZoneOf } from '../../db/users';
import { toCard } from '../profiles/cards';
import { announceLike, type LikeContext } from './likes';
import { seekersOf } from './match-finder';
import { photoUrl } from '../profiles/photo-sizes';
import { acrossBlocks } from './blocks';

/**
 * The auto-like (docs/product/states.md#auto-likes, docs/product/calls.md#auto-like; docs/decisions.md): one of the service's fictional profiles, who suits
 * the member, likes them, at most AUTO_LIKES_PER_DAY a day. Only fictional profiles ever like this
 * way, never a real member, and the profile carries the fictional marker wherever it is shown, the
 * overlay included. Null when the member had today's auto-like or no fictional profile suits them.
 */
export async function autoLike(ctx: LikeContext & { config: Config }, userId: number, now: Date): Promise<AutoLike> {
  const { config } = ctx;
  // One transaction: two calls at once still make one auto-like a day.
  const chosen = await inTransaction(ctx.db, async (db) => {
    const today = startOfLocalDay(now, (await timeZoneOf(db, userId)) ?? FALLBACK_TIME_ZONE);
    if ((await fictionalLikesSince(db, userId, today)) >= AUTO_LIKES_PER_DAY) return null;
    const [likers, blocked] = await Promise.all([likersOf(db, userId), acrossBlocks(db, userId)]);
    const [liker] = await seekersOf(db, config, userId, [...likers, ...blocked], 1, now, { fictionalOnly: true });
    if (!liker || !(await addLike(db, liker.id, userId, now))) return null;
    // The member may like this profile already: then it is a match, as with any like.
    return { liker, match: (await likesBetween(db, userId, liker.id)).liked };
  });
  if (!chosen) return { profile: null };
  const { liker, match } = chosen;
  await announceLike(ctx, liker.id, userId, match, now);
  return {
    profile: { ...toCard(config, liker, now), main_image: liker.file_key ? { match: photoUrl(config, liker.file_key, 'card') } : null },
  };
}
