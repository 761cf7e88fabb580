import { z } from 'zod/mini';
import { rowIdSchema } from './ids';
import { likeStateSchema } from './members';
import { profileCardSchema } from './profiles';

/**
 * GET /api/likes.php (docs/product/data.md#likes-response, docs/product/calls.md#likes-overview): the member's likes both ways. `profiles` holds each
 * member involved once, as a card; `likes` are the likes the member gave, newest first; `liked_by`
 * the likes received, new ones first (docs/product/states.md#likes), then newest first. A member in both is a match.
 */
const likeSchema = z.object({ id: rowIdSchema, created_at: z.string() });

export const likesResponseSchema = z.object({
  profiles: z.array(profileCardSchema),
  likes: z.array(likeSchema),
  liked_by: z.array(z.object({ ...likeSchema.shape, like_new: z.boolean() })),
});
export type LikesResponse = z.infer<typeof likesResponseSchema>;

/**
 * The swipe game (docs/product/limits.md#swipe-game: 4 likes a day, reset at the member's own midnight). `likes_left` counts
 * down the day's likes; `resets_at` is when a new day of likes begins.
 */
const swipeDaySchema = z.object({ likes_left: z.int().check(z.nonnegative()), resets_at: z.string() });

/** GET /api/swipe-game.php: the next cards and the day's likes. */
export const swipeStackSchema = z.object({ ...swipeDaySchema.shape, profiles: z.array(profileCardSchema) });
export type SwipeStack = z.infer<typeof swipeStackSchema>;

/** POST /api/swipe-game.php: a card liked (`like: true`) or passed. */
export const swipeRequestSchema = z.strictObject({ id: rowIdSchema, like: z.boolean() });
export type SwipeRequest = z.infer<typeof swipeRequestSchema>;

/** The answer to a swipe: the like's state (null for a pass) and the day's likes after it. */
export const swipeResultSchema = z.object({ ...swipeDaySchema.shape, like: z.nullable(likeStateSchema) });
export type SwipeResult = z.infer<typeof swipeResultSchema>;

/**
 * GET /api/auto-like.php (docs/product/states.md#auto-likes, docs/product/calls.md#auto-like): a fictional profile that liked the member just now, with its
 * main photo as the overlay shows it (`main_image.match`); null when there is none to show today.
 */
export const autoLikeSchema = z.object({
  profile: z.nullable(z.object({ ...profileCardSchema.shape, main_image: z.nullable(z.object({ match: z.string() })) })),
});
export type AutoLike = z.infer<typeof autoLikeSchema>;
