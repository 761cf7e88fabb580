import { REACTIVATION_DAYS } from '../../../common/constants';
import { emailProblem, normalizeEmail, passwordProblem, passwordsDifferProblem } from '../../../common/rules/account';
import { mailWaitSeconds } from '../../../common/rules/mail-rate';
import {
  confirmAccount, emailTaken, forgetFailedLogins, updateUser, userByEmail, userById,
} from '../../db/accounts';
import { clearMailBounce } from '../../db/notifications';
import type { TokenPurpose } from '../../db/schema';
import { mailLink } from './mail-links';
import { isCommonPassword } from './common-passwords';
import type { AccountContext } from './context';
import { hashPassword, verifyPassword } from './passwords';
import { problemError, ProblemError } from '../problems';
import { endAllSessionsOf, startSession } from './sessions';
import { consumeToken, issueToken, recentTokenTimes } from './tokens';

/** What a member does with the account after signup: confirm, reset, change, delete, come back. */

const DAY_MS = 24 * 3600_000;

/** The mailed activation link: true when it confirmed the account. Used or expired links fail. */
export async function activate(ctx: AccountContext, token: string): Promise<boolean> {
  const row = await consumeToken(ctx.db, token, 'activation', ctx.now);
  if (!row) return false;
  await confirmAccount(ctx.db, row.user_id, ctx.now.toISOString());
  return true;
}

async function checkMailRate(ctx: AccountContext, userId: number, purpose: TokenPurpose): Promise<void> {
  const seconds = mailWaitSeconds(await recentTokenTimes(ctx.db, userId, purpose, ctx.now), ctx.now.getTime());
  if (seconds > 0) throw new ProblemError('mail_wait', { seconds });
}

export async function resendActivation(ctx: AccountContext, userId: number): Promise<void> {
  const user = await userById(ctx.db, userId);
  if (user?.status !== 'not_confirmed') throw new ProblemError('already_confirmed');
  await checkMailRate(ctx, userId, 'activation');
  await mailLink(ctx, userId, 'activation', await issueToken(ctx.db, userId, 'activation', ctx.now));
}

/** Works while the account is blocked by failed logins: that is when members need it most. */
export async function requestPasswordReset(ctx: AccountContext, email: string): Promise<void> {
  const user = await userByEmail(ctx.db, normalizeEmail(email));
  if (!user) throw new ProblemError('email_not_found', { field: 'email' });
  await checkMailRate(ctx, user.id, 'password_reset');
  await mailLink(ctx, user.id, 'password_reset', await issueToken(ctx.db, user.id, 'password_reset', ctx.now));
}

function checkNewPassword(password: string, repeat: string): void {
  const problem = passwordsDifferProblem(password, repeat) ?? passwordProblem(password);
  if (problem) throw problemError(problem);
  if (isCommonPassword(password)) throw new ProblemError('password_common', { field: 'password' });
}

async function setPassword(ctx: AccountContext, userId: number, password: string): Promise<void> {
  await updateUser(ctx.db, userId, { password_hash: await hashPassword(password) });
  // A changed password ends every session: whoever knew the old one is logged out everywhere.
  await endAllSessionsOf(ctx, userId);
}

/** The new password is checked before the link is used up, so a typo does not cost the link. */
export async function resetPassword(ctx: AccountContext, token: string, password: string, repeat: string): Promise<void> {
  checkNewPassword(password, repeat);
  const row = await consumeToken(ctx.db, token, 'password_reset', ctx.now);
  if (!row) throw new ProblemError('reset_link_invalid');
  await setPassword(ctx, row.user_id, password);
  await forgetFailedLogins(ctx.db, row.user_id);
}

/** Every session ended with the old password; the device that changed it goes on with a new one, whose token this answers. */
export async function changePassword(ctx: AccountContext, userId: number, old: string, password: string, repeat: string): Promise<string> {
  const user = await userById(ctx.db, userId);
  if (!user || !(await verifyPassword(old, user.password_hash))) throw new ProblemError('old_password_wrong', { field: 'old_password' });
  checkNewPassword(password, repeat);
  await setPassword(ctx, userId, password);
  return startSession(ctx.db, userId, ctx.now);
}

/** Mails a link to the new address; the address changes only when that link is opened. */
export async function requestEmailChange(ctx: AccountContext, userId: number, newEmail: string, password: string): Promise<void> {
  const user = await userById(ctx.db, userId);
  if (!user || !(await verifyPassword(password, user.password_hash))) throw new ProblemError('password_wrong', { field: 'password' });
  const email = normalizeEmail(newEmail);
  if (emailProblem(email, { keepTypo: true })) throw new ProblemError('new_email_invalid', { field: 'email' });
  if (await emailTaken(ctx.db, email)) throw new ProblemError('new_email_taken', { field: 'email' });
  await checkMailRate(ctx, userId, 'email_change');
  await mailLink(ctx, userId, 'email_change', await issueToken(ctx.db, userId, 'email_change', ctx.now, email), { to: email });
}

/**
 * Opening the link proves the new mailbox, so it also confirms an unconfirmed account, and a bounce
 * of the old address no longer stands (a spam report or an unsubscribe from all still does).
 */
export async function confirmEmailChange(ctx: AccountContext, token: string): Promise<void> {
  const row = await consumeToken(ctx.db, token, 'email_change', ctx.now);
  if (!row?.new_email) throw new ProblemError('reset_link_invalid');
  if (await emailTaken(ctx.db, row.new_email)) throw new ProblemError('new_email_taken');
  await updateUser(ctx.db, row.user_id, { email: row.new_email });
  await clearMailBounce(ctx.db, row.user_id);
  await confirmAccount(ctx.db, row.user_id, ctx.now.toISOString());
}

/** Last moment a pending deletion can be undone. */
export function reactivationDeadline(deletedAt: string): Date {
  return new Date(Date.parse(deletedAt) + REACTIVATION_DAYS * DAY_MS);
}

/**
 * Deletion is pending for 14 days: the profile disappears at once (every listing shows active
 * accounts only), all sessions end, and a mailed link can bring the account back.
 */
export async function deleteAccount(ctx: AccountContext, userId: number, password: string): Promise<void> {
  const user = await userById(ctx.db, userId);
  if (!user || !(await verifyPassword(password, user.password_hash))) throw new ProblemError('password_wrong', { field: 'password' });
  if (user.status === 'pending_deletion') return;
  const at = ctx.now.toISOString();
  await updateUser(ctx.db, userId, { status: 'pending_deletion', status_before_deletion: user.status, deleted_at: at });
  await endAllSessionsOf(ctx, userId);
  await mailLink(ctx, userId, 'reactivation', await issueToken(ctx.db, userId, 'reactivation', ctx.now), {
    until: reactivationDeadline(at).toISOString(),
  });
}

async function restore(ctx: AccountContext, userId: number): Promise<boolean> {
  const user = await userById(ctx.db, userId);
  if (user?.status !== 'pending_deletion' || !user.deleted_at) return false;
  if (reactivationDeadline(user.deleted_at) <= ctx.now) return false;
  await updateUser(ctx.db, userId, { status: user.status_before_deletion ?? 'active', status_before_deletion: null, deleted_at: null });
  return true;
}

/** The mailed reactivation link. */
export async function reactivateByLink(ctx: AccountContext, token: string): Promise<boolean> {
  const row = await consumeToken(ctx.db, token, 'reactivation', ctx.now);
  return row ? restore(ctx, row.user_id) : false;
}

/** From the login form, after the password proved the member (see logIn's pending_deletion outcome). */
export async function reactivateById(ctx: AccountContext, userId: number): Promise<void> {
  if (!(await restore(ctx, userId))) throw new ProblemError('reactivation_expired');
}
