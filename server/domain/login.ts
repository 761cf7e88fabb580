import { LOGIN_IP_SLOWDOWN_AFTER, LOGIN_LOCKOUT } from '../../common/constants';
import type { Db } from '../db/database';
import { accountFailuresSince, addressFailuresSince, insertLoginAttempt } from '../db/sessions';
import { reactivationDeadline } from './account-actions';
import { hashPassword, verifyPassword } from './passwords';

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
  | { outcome: 'pending_deletion'; userId: number; until: string };

export interface LoginInput {
  email: string;
  password: string;
  ip: string;
}

const WINDOW_MS = LOGIN_LOCKOUT.windowMinutes * 60_000;
/** Checked when the e-mail is unknown, so that answer takes as long as a wrong password. */
const decoy = hashPassword('decoy password that matches nothing');

/** Extra wait for an address that fails a lot: 250 ms more per failure beyond the threshold, at most 3 s. */
export function slowdownMs(addressFailures: number): number {
  return Math.min(3000, Math.max(0, addressFailures - LOGIN_IP_SLOWDOWN_AFTER) * 250);
}

export async function logIn(
  db: Db,
  { email, password, ip }: LoginInput,
  now: Date,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<LoginResult> {
  const since = new Date(now.getTime() - WINDOW_MS).toISOString();
  await sleep(slowdownMs(await addressFailuresSince(db, ip, since)));

  const user = await db
    .selectFrom('users')
    .select(['id', 'password_hash', 'status', 'deleted_at'])
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  const failures = user ? await accountFailuresSince(db, user.id, since) : [];
  if (user && failures.length >= LOGIN_LOCKOUT.failures) {
    const until = Date.parse(failures[failures.length - LOGIN_LOCKOUT.failures]!) + WINDOW_MS;
    return { outcome: 'blocked', minutes: Math.max(1, Math.ceil((until - now.getTime()) / 60_000)) };
  }

  const matches = await verifyPassword(password, user?.password_hash ?? (await decoy));
  await insertLoginAttempt(db, { user_id: user?.id ?? null, ip, succeeded: user && matches ? 1 : 0, created_at: now.toISOString() });
  if (!user || !matches) return { outcome: 'failed' };
  if (user.status === 'pending_deletion' && user.deleted_at) {
    return { outcome: 'pending_deletion', userId: user.id, until: reactivationDeadline(user.deleted_at).toISOString() };
  }
  return { outcome: 'ok', userId: user.id };
}
