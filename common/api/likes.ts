import { z } from 'zod/mini';
import { profileCardSchema } from './profiles';

/**
 * GET /api/likes.php (spec §3 Likes response, §7): the member's likes both ways. `profiles` holds each
 * member involved once, as a card; `likes` are the likes the member gave, newest first; `liked_by`
 * the likes received, new ones first (spec §4), then newest first. A member in both is a match.
 */
const likeSchema = z.object({ id: z.int().check(z.positive()), created_at: z.string() });

export const likesResponseSchema = z.object({
  profiles: z.array(profileCardSchema),
  likes: z.array(likeSchema),
  liked_by: z.array(z.object({ ...likeSchema.shape, like_new: z.boolean() })),
});
export type LikesResponse = z.infer<typeof likesResponseSchema>;
