import type { UserResponse } from '../../common/api/user';
import { request } from './client';

/** GET /api/logout.php */
export async function logout(): Promise<void> {
  await request<UserResponse>('logout.php');
}
