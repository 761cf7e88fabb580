import type { AutoLike, LikesResponse, SwipeRequest, SwipeResult, SwipeStack } from '../../common/api/likes';
import { request } from './client';

/** The member's likes both ways, the swipe game and the auto-like. */

export const fetchLikes = () => request<LikesResponse>('likes.php');

export const fetchSwipeStack = () => request<SwipeStack>('swipe-game.php');
export const swipe = (body: SwipeRequest) => request<SwipeResult>('swipe-game.php', { method: 'POST', body });

export const fetchAutoLike = async () => (await request<AutoLike>('auto-like.php')).profile;
