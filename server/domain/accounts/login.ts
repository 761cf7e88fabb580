import { LOGIN_IP_SLOWDOWN_AFTER, LOGIN_LOCKOUT } from '../../../common/constants';
import { updateUser, userByEmail } from '../../db/accounts';
import type { Db } from '../../db/database';
import {
  accountFailuresSince, addressFailuresSince, deleteLoginAttempt, insertLoginAttempt, markLoginSucceeded, type LoginAccount,
} from '../../db/sessions';
import { reactivateById, reactivationDeadline } from './actions';
import type { AccountContext } from './context';
import { hashPassword, needsRehash, NO_LOGIN, verifyPassword } from './passwords';
import { ProblemError } from '../problems';
import { startSession } from './sessions';

/**
 * Login by e-mail and password. A wrong e-mail and a wrong password get the same answer in about the
 * same time (a password is checked either way); 5 failures for one account within 15 minutes block it
 * for the rest of that window; an address failing often is answered more and more slowly.
 */

export type LoginResult =
  | { outcome: 'ok'; userId: number }
  | { outcome: 'failed' }
  | { outcome: 'blocked'; minutes: number }
  /** Right password, but the member asked to delete the account: they may reactivate it until then. */
  | { outcome: 'pending_deletion'; userId: number; until: string }
  /** Right password, but an operator closed the account (server/domain/staff/bans.ts). */
  | { outcome: 'banned' };

export interface LoginInput {
  email: string;
  password: string;
  ip: string;
}

const WINDOW_MS = LOGIN_LOCKOUT.windowMinutes * 60_000;
/** Extra wait for an address that fails a lot: 250 ms more per failure beyond the threshold, at most 3 s. */
export function slowdownMs(addressFailures: number): number {
  return Math.min(3000, Math.max(0, addressFailures - LOGIN_IP_SLOWDOWN_AFTER) * 250);
}

export type Sleep = (ms: number) => Promise<void>;
const realSleep: Sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The start of the window whose failures count, for both rules below. */
const windowStart = (now: Date) => new Date(now.getTime() - WINDOW_MS).toISOString();

/** Waits the longer the more logins failed from this address lately: every login's first step, members' and staff's. */
export async function slowDownAddress(db: Db, ip: string, now: Date, sleep: Sleep = realSleep): Promise<void> {
  await sleep(slowdownMs(await addressFailuresSince(db, ip, windowStart(now))));
}

/** An attempt in the database, counted as failed until it is marked succeeded. */
export type Attempt = { id: number; blockedMinutes?: undefined } | { id?: undefined; blockedMinutes: number };

/**
 * Counts a login attempt as failed before its password or code is checked, then judges it by every
 * failure of its account in the window, its own and those of attempts still being checked. So of a
 * burst sent together at most LOGIN_LOCKOUT.failures are checked, on any number of processes: each
 * attempt's row is in the database before it looks. An attempt refused here is taken back, since it
 * proved nothing: only checked guesses lock, and the lock ends with their window.
 */
export async function openAttempt(db: Db, account: LoginAccount | undefined, ip: string, now: Date): Promise<Attempt> {
  const id = await insertLoginAttempt(db, { ...account, ip, created_at: now.toISOString() });
  if (!account) return { id };
  const earlier = (await accountFailuresSince(db, account, windowStart(now))).filter((failure) => failure.id !== id);
  if (earlier.length < LOGIN_LOCKOUT.failures) return { id };
  await deleteLoginAttempt(db, id);
  const until = Date.parse(earlier[earlier.length - LOGIN_LOCKOUT.failures]!.created_at) + WINDOW_MS;
  return { blockedMinutes: Math.max(1, Math.ceil((until - now.getTime()) / 60_000)) };
}

/** The attempt proved its account: it no longer counts as a failure. */
export const attemptSucceeded = (db: Db, attempt: { id: number }) => markLoginSucceeded(db, attempt.id);

export async function logIn(db: Db, { email, password, ip }: LoginInput, now: Date, sleep: Sleep = realSleep): Promise<LoginResult> {
  await slowDownAddress(db, ip, now, sleep);

  const user = await userByEmail(db, email.trim().toLowerCase());
  const attempt = await openAttempt(db, user && { user_id: user.id }, ip, now);
  if (attempt.blockedMinutes !== undefined) return { outcome: 'blocked', minutes: attempt.blockedMinutes };

  const matches = await verifyPassword(password, user?.password_hash ?? NO_LOGIN);
  if (!user || !matches) return { outcome: 'failed' };
  await attemptSucceeded(db, attempt);
  // A hash of an earlier kind or strength is made anew while the password is at hand.
  if (needsRehash(user.password_hash)) await updateUser(db, user.id, { password_hash: await hashPassword(password) });
  if (user.banned_at) return { outcome: 'banned' };
  if (user.status === 'pending_deletion' && user.deleted_at) {
    return { outcome: 'pending_deletion', userId: user.id, until: reactivationDeadline(user.deleted_at).toISOString() };
  }
  return { outcome: 'ok', userId: user.id };
}

/** A new session for the member who proved themselves: its token goes into the cookie. */
export interface LoggedIn {
  userId: number;
  token: string;
}

/** The proven member, or the problem to answer: a lockout with its minutes, or a failure that does not say which part was wrong. */
async function provenMember(db: Db, input: LoginInput, now: Date) {
  const result = await logIn(db, input, now);
  if (result.outcome === 'blocked') throw new ProblemError('login_blocked', { minutes: result.minutes });
  if (result.outcome === 'failed') throw new ProblemError('login_failed');
  if (result.outcome === 'banned') throw new ProblemError('account_banned');
  return result;
}

/** The login form: a member whose deletion is pending is told until when they can reactivate. */
export async function logInWithPassword(db: Db, input: LoginInput, now: Date): Promise<LoggedIn> {
  const result = await provenMember(db, input, now);
  if (result.outcome === 'pending_deletion') throw new ProblemError('account_pending_deletion', { until: result.until });
  return { userId: result.userId, token: await startSession(db, result.userId, now) };
}

/** Reactivation from the login form: the password proves the member, then the pending deletion is undone. */
export async function reactivateAndLogIn(ctx: AccountContext, input: LoginInput): Promise<LoggedIn> {
  const result = await provenMember(ctx.db, input, ctx.now);
  if (result.outcome === 'pending_deletion') await reactivateById(ctx, result.userId);
  return { userId: result.userId, token: await startSession(ctx.db, result.userId, ctx.now) };
}
