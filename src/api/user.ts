import type { UserResponse } from '../../common/api/user';
import { request } from './client';

/** GET /api/user.php: the current member, or null when logged out. */
export async function fetchUser(signal?: AbortSignal) {
  return (await request<UserResponse>('user.php', { signal })).user;
}
