import { atom } from 'jotai';
import type { AccountSettings, ProfileUpdate, SignupRequest } from '../../common/api/account';
import type { LoginRequest, User } from '../../common/api/user';
import {
  changePassword, confirmEmailChange, reactivate, requestEmailChange, requestPasswordReset, resendActivation, resetPassword,
  signUp, updateProfile,
} from '../api/account';
import { forgetViewerAnswers } from '../api/answer-caches';
import { logIn, saveAccountSettings } from '../api/session';
import { refreshUserAtom, userAnswerAtom, userAtom } from './auth';

/**
 * What the member does with the account. Calls that answer the member write it through
 * `userAnswerAtom` (auth.ts); the others send a mail or set a password the member then logs in with.
 */

/** Login and reactivation answer the member (errors reach the caller: the form shows them). */
/** A session begins: the member, and no answer kept for whoever looked before (answer-caches.ts). */
const sessionBeganAtom = atom(null, async (_get, set, user: User | null) => {
  set(userAnswerAtom, user);
  await forgetViewerAnswers();
});

export const loginAtom = atom(null, async (_get, set, credentials: LoginRequest) => set(sessionBeganAtom, await logIn(credentials)));
export const reactivateAtom = atom(null, async (_get, set, credentials: LoginRequest) => set(sessionBeganAtom, await reactivate(credentials)));
export const signupAtom = atom(null, async (_get, set, body: SignupRequest) => set(sessionBeganAtom, await signUp(body)));

/** The profile editor and the complete-signup steps. */
export const updateProfileAtom = atom(null, async (_get, set, body: ProfileUpdate) => set(userAnswerAtom, await updateProfile(body)));
export const saveAccountSettingsAtom = atom(null, async (_get, set, body: AccountSettings) =>
  set(userAnswerAtom, await saveAccountSettings(body)));

/** The invisible switch moves at once; if the server refuses, it moves back and the error reaches the caller. */
/**
 * Tells the server the browser's time zone when it is not the one it knows, so that daily allowances
 * (the swipe game's likes) reset at the member's own midnight.
 */
export const saveTimeZoneAtom = atom(null, async (get, set) => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const user = get(userAtom);
  if (user && zone && user.time_zone !== zone) set(userAnswerAtom, await saveAccountSettings({ time_zone: zone }));
});

export const setInvisibleAtom = atom(null, async (get, set, invisible: boolean) => {
  const before = get(userAtom);
  if (!before) return;
  set(userAnswerAtom, { ...before, invisible });
  try {
    set(userAnswerAtom, await saveAccountSettings({ invisible }));
  } catch (error) {
    // Only the switch goes back: whatever else was written meanwhile stays.
    const now = get(userAtom);
    if (now) set(userAnswerAtom, { ...now, invisible: before.invisible });
    throw error;
  }
});

/** A new password logs the member out elsewhere; the answer is the member with the new session. */
export const changePasswordAtom = atom(null, async (_get, set, body: { old_password: string; password: string; password_repeat: string }) =>
  set(userAnswerAtom, await changePassword(body)));

/** Opening the mailed link confirms the new address; then the member is read with it. */
export const confirmEmailChangeAtom = atom(null, async (_get, set, token: string) => {
  await confirmEmailChange(token);
  await set(refreshUserAtom).catch(() => {});
});

export const resendActivationAtom = atom(null, async () => {
  await resendActivation();
});

export const requestPasswordResetAtom = atom(null, async (_get, _set, email: string) => {
  await requestPasswordReset(email);
});

export const resetPasswordAtom = atom(null, async (_get, _set, body: { token: string; password: string; password_repeat: string }) => {
  await resetPassword(body);
});

export const requestEmailChangeAtom = atom(null, async (_get, _set, body: { email: string; password: string }) => {
  await requestEmailChange(body);
});
