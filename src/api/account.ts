import type { ProfileUpdate, SignupRequest } from '../../common/api/account';
import type { ProfileCard } from '../../common/api/profiles';
import type { UserResponse } from '../../common/api/user';
import { request } from './client';

/** The account calls: signup, mailed links, password, e-mail, settings, deletion, profile steps. */

type Ok = { ok: true };
const user = async (answer: Promise<UserResponse>) => (await answer).user;

export const signUp = (body: SignupRequest) => user(request<UserResponse>('signup.php', { method: 'POST', body }));
export const resendActivation = () => request<Ok>('activation-mail.php', { method: 'POST' });
export const requestPasswordReset = (email: string) => request<Ok>('password-reset.php', { method: 'POST', body: { email } });
export const resetPassword = (body: { token: string; password: string; password_repeat: string }) =>
  request<Ok>('password-reset.php', { method: 'PUT', body });
export const changePassword = (body: { old_password: string; password: string; password_repeat: string }) =>
  user(request<UserResponse>('password.php', { method: 'POST', body }));
export const requestEmailChange = (body: { email: string; password: string }) => request<Ok>('email-change.php', { method: 'POST', body });
export const confirmEmailChange = (token: string) => request<Ok>('email-change.php', { method: 'PUT', body: { token } });
export const deleteAccount = (password: string) => request<UserResponse>('user.php', { method: 'DELETE', body: { password } });
export const reactivate = (body: { email: string; password: string }) => user(request<UserResponse>('reactivate.php', { method: 'POST', body }));
export const updateProfile = (body: ProfileUpdate) => user(request<UserResponse>('profile.php', { method: 'PUT', body }));
export const checkInvite = async (code: string) => (await request<{ valid: boolean }>('invite.php', { query: { code } })).valid;
export const profileCard = async (id: number) => (await request<{ profile: ProfileCard }>('profile-card.php', { query: { id: String(id) } })).profile;
