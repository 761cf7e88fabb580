import { createHash, randomBytes } from 'node:crypto';
import type { StaffLogin, StaffMeResponse, StaffSetup, StaffSetupInfo } from '../../../common/staff/api';
import { inTransaction, type Db } from '../../db/database';
import {
  completeStaffSetup, deleteStaffSession, insertStaffSession, liveStaffSession, staffByEmail, staffBySetupToken, takeTotpStep, touchStaffSession, updateStaff,
} from '../../db/staff';
import { isCommonPassword } from '../accounts/common-passwords';
import { attemptSucceeded, openAttempt, slowDownAddress } from '../accounts/login';
import { hashPassword, needsRehash, NO_LOGIN, verifyPassword } from '../accounts/passwords';
import { ProblemError } from '../problems';
import { passwordProblem } from '../../../common/rules/account';
import { withoutUnsafeCharacters } from '../../../common/rules/text';
import { recordAudit, type StaffActor } from './audit';
import { codeStep, qrSvg, totpUri } from './totp';

/**
 * How staff get in (docs/staff.md): a setup link (24 hours) to choose a password and pair an
 * authenticator app, then a login with address, password and code. Sessions end after
 * STAFF_IDLE_MINUTES without a call, and after STAFF_SESSION_HOURS whatever happens.
 */

export const STAFF_SESSION_HOURS = 12;
export const STAFF_SETUP_HOURS = 24;
/** Longer than members': an account that can ban and refund is worth more to guess. */
export const STAFF_PASSWORD_MIN = 12;

export const hashStaffToken = (token: string) => createHash('sha256').update(token).digest('base64url');
export const newStaffToken = () => randomBytes(32).toString('base64url');

export interface StaffAccessContext {
  db: Db;
  /** The site's name, as the authenticator app lists the account. */
  siteName: string;
  idleMinutes: number;
}

export async function setupInfo(ctx: StaffAccessContext, token: string, now: Date): Promise<StaffSetupInfo> {
  const staff = await staffBySetupToken(ctx.db, hashStaffToken(token), now.toISOString());
  if (!staff) throw new ProblemError('staff_setup_link_invalid');
  const uri = totpUri(staff.totp_secret, `${ctx.siteName} staff`, staff.email);
  return { email: staff.email, role: staff.role, secret: staff.totp_secret, uri, qr_svg: await qrSvg(uri) };
}

/** The setup link used: the chosen password and a first right code from the paired app; then a session. */
export async function completeSetup(ctx: StaffAccessContext, input: StaffSetup & { ip: string }, now: Date): Promise<StaffLoggedIn> {
  const tokenHash = hashStaffToken(input.token);
  const staff = await staffBySetupToken(ctx.db, tokenHash, now.toISOString());
  if (!staff) throw new ProblemError('staff_setup_link_invalid');
  const problem = passwordProblem(input.password);
  if (problem) throw new ProblemError(problem.code, { ...problem.params, field: 'password' });
  if (input.password.length < STAFF_PASSWORD_MIN) throw new ProblemError('staff_password_short', { min: STAFF_PASSWORD_MIN, field: 'password' });
  if (isCommonPassword(input.password)) throw new ProblemError('password_common', { field: 'password' });
  const step = await codeStep(staff.totp_secret, input.code, now);
  if (step === undefined) throw new ProblemError('staff_code_invalid', { field: 'code' });
  const passwordHash = await hashPassword(input.password);
  return inTransaction(ctx.db, async (trx) => {
    if (!(await completeStaffSetup(trx, staff.id, tokenHash, { password_hash: passwordHash, totp_last_step: step }))) {
      throw new ProblemError('staff_setup_link_invalid');
    }
    const actor = { id: staff.id, email: staff.email, role: staff.role, ip: input.ip };
    await recordAudit(trx, actor, { action: 'staff.setup', subject: { type: 'staff', id: staff.id } }, now);
    return startStaffSession(trx, actor, now);
  });
}

/**
 * Login with address, password and code. Every failure, a wrong code too, counts toward the
 * members' lockout rule (LOGIN_LOCKOUT) and the address slowdown, and all get one answer. Failed
 * and refused logins are audited with their address and the account tried, never what was typed
 * for password or code.
 */
export async function staffLogIn(ctx: StaffAccessContext, input: StaffLogin & { ip: string }, now: Date): Promise<StaffLoggedIn> {
  const { db } = ctx;
  await slowDownAddress(db, input.ip, now);
  const email = input.email.trim().toLowerCase();
  const staff = await staffByEmail(db, email);
  // Nobody is logged in: the row has the address, and the account tried as its subject, or the
  // address typed (as it can be shown) when no account has it.
  const failed = (action: string) => recordAudit(db, null, {
    action, ip: input.ip, ...(staff ? { subject: { type: 'staff', id: staff.id } } : { details: { email: withoutUnsafeCharacters(email) } }),
  }, now);
  const attempt = await openAttempt(db, staff && { staff_id: staff.id }, input.ip, now);
  if (attempt.blockedMinutes !== undefined) {
    await failed('staff.login_blocked');
    throw new ProblemError('login_blocked', { minutes: attempt.blockedMinutes });
  }

  const usable = staff && staff.disabled_at === null && staff.setup_token_hash === null;
  const passwordRight = await verifyPassword(input.password, usable ? staff.password_hash : NO_LOGIN);
  const step = usable && passwordRight ? await codeStep(staff.totp_secret, input.code, now) : undefined;
  // Taken once: the same code again (a replay, a second tab) fails as a wrong one.
  const proven = usable && step !== undefined && (await takeTotpStep(db, staff.id, step));
  if (!proven) {
    await failed('staff.login_failed');
    throw new ProblemError('login_failed');
  }
  await attemptSucceeded(db, attempt);
  // A hash of an earlier kind or strength is made anew while the password is at hand.
  if (needsRehash(staff.password_hash)) await updateStaff(db, staff.id, { password_hash: await hashPassword(input.password) });
  const actor = { id: staff.id, email: staff.email, role: staff.role, ip: input.ip };
  return inTransaction(db, async (trx) => {
    await recordAudit(trx, actor, { action: 'staff.login' }, now);
    return startStaffSession(trx, actor, now);
  });
}

/** A new session: its token goes into the cookie. */
export interface StaffLoggedIn {
  token: string;
  actor: StaffActor;
}

async function startStaffSession(db: Db, actor: StaffActor, now: Date): Promise<StaffLoggedIn> {
  const token = newStaffToken();
  await insertStaffSession(db, { staff_id: actor.id, token_hash: hashStaffToken(token), created_at: now.toISOString(), last_seen_at: now.toISOString() });
  return { token, actor };
}

/** The staff member of a session token while it lives; each call keeps it alive for the idle time again. */
export async function staffOfSession(ctx: StaffAccessContext, token: string, now: Date): Promise<StaffActor | undefined> {
  const seenSince = new Date(now.getTime() - ctx.idleMinutes * 60_000).toISOString();
  const begunSince = new Date(now.getTime() - STAFF_SESSION_HOURS * 3_600_000).toISOString();
  const session = await liveStaffSession(ctx.db, hashStaffToken(token), seenSince, begunSince);
  if (!session) return undefined;
  // A minute either way is nothing against the idle time, and spares a write on every call of a busy console.
  if (Date.parse(session.last_seen_at) <= now.getTime() - 60_000) await touchStaffSession(ctx.db, session.session_id, now.toISOString());
  return { id: session.id, email: session.email, role: session.role };
}

export async function endStaffSession(db: Db, token: string): Promise<void> {
  await deleteStaffSession(db, hashStaffToken(token));
}

export function meAnswer(ctx: StaffAccessContext, actor: StaffActor | undefined): StaffMeResponse {
  return { staff: actor ? { id: actor.id, email: actor.email, role: actor.role } : null, idle_minutes: ctx.idleMinutes };
}
