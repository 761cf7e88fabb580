import type { AccountSettings } from '../../common/api/account';
import type { LoginRequest, UserResponse } from '../../common/api/user';
import { request } from './client';

/** GET /api/logout.php */
export async function logout(): Promise<void> {
  await request<UserResponse>('logout.php');
}

/** POST /api/user.php: log in; the session cookie comes with the answer. */
export async function logIn(credentials: LoginRequest) {
  return (await request<UserResponse>('user.php', { method: 'POST', body: credentials })).user;
}

/** PUT /api/user.php: language (also used for the member's e-mails), invisible mode, e-mail choices. */
export async function saveAccountSettings(body: AccountSettings) {
  return (await request<UserResponse>('user.php', { method: 'PUT', body })).user;
}
