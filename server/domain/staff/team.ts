import type { NewStaff, StaffChange, StaffListResponse, StaffMember } from '../../../common/staff/api';
import { inTransaction, type Db } from '../../db/database';
import { deleteStaffSessionsOf, insertStaff, resetStaffAccess, staffByEmail, staffById, staffList, updateStaff } from '../../db/staff';
import { emailProblem } from '../../../common/rules/account';
import { siteOrigin } from '../notifications/texts/layout';
import { NO_LOGIN } from '../accounts/passwords';
import { ProblemError, problemError } from '../problems';
import { STAFF_SETUP_HOURS, hashStaffToken, newStaffToken } from './access';
import { recordAudit, type StaffActor } from './audit';
import { staffSetupMail } from './staff-mail';
import { newTotpSecret } from './totp';
import type { Deps } from '../deps';

/**
 * The staff team (docs/staff.md): admins add staff, change their roles, disable them and send new
 * setup links; `npm run staff -- --add` adds the first admin from the server's command line
 * (actor null). Each change is in the audit log, written in its transaction.
 */

export type TeamContext = Pick<Deps, 'db' | 'mailer' | 'config'>;

/** A fresh setup: the link's token (only its hash is kept), a new authenticator key, no password. */
function freshAccess(now: Date) {
  const token = newStaffToken();
  const expires = new Date(now.getTime() + STAFF_SETUP_HOURS * 3_600_000).toISOString();
  return { token, row: { password_hash: NO_LOGIN, totp_secret: newTotpSecret(), setup_token_hash: hashStaffToken(token), setup_expires_at: expires } };
}

const setupLink = (ctx: TeamContext, token: string) => `${siteOrigin(ctx.config)}/staff/setup?token=${encodeURIComponent(token)}`;

/** A new staff member, mailed their setup link; the link is also returned (the command line prints it). */
export async function addStaff(ctx: TeamContext, actor: StaffActor | null, input: NewStaff, now: Date): Promise<{ staff: StaffMember; link: string }> {
  const email = input.email.trim().toLowerCase();
  const problem = emailProblem(email, { keepTypo: true });
  if (problem) throw problemError(problem);
  const { token, row } = freshAccess(now);
  const staff = await inTransaction(ctx.db, async (trx) => {
    const added = await insertStaff(trx, { email, role: input.role, ...row, created_at: now.toISOString() });
    if (!added) throw new ProblemError('staff_exists', { field: 'email' });
    await recordAudit(trx, actor, { action: 'staff.add', subject: { type: 'staff', id: added.id }, details: { email, role: input.role } }, now);
    return added;
  });
  const link = setupLink(ctx, token);
  await ctx.mailer.send(staffSetupMail(ctx.config, email, staff.role, link));
  return { staff, link };
}

/** A new setup link for a staff member who lost their phone or password: what they had stops working at once. */
export async function resendSetup(ctx: TeamContext, actor: StaffActor | null, staffId: number, now: Date): Promise<{ link: string }> {
  if (staffId === actor?.id) throw new ProblemError('staff_self');
  const { token, row } = freshAccess(now);
  const staff = await inTransaction(ctx.db, async (trx) => {
    const reset = await resetStaffAccess(trx, staffId, row);
    if (!reset) throw new ProblemError('staff_unknown');
    await deleteStaffSessionsOf(trx, staffId);
    await recordAudit(trx, actor, { action: 'staff.reset_access', subject: { type: 'staff', id: staffId } }, now);
    return reset;
  });
  const link = setupLink(ctx, token);
  await ctx.mailer.send(staffSetupMail(ctx.config, staff.email, staff.role, link));
  return { link };
}

/** The command line's reset, by address. */
export async function resendSetupByEmail(ctx: TeamContext, email: string, now: Date): Promise<{ link: string }> {
  const staff = await staffByEmail(ctx.db, email.trim().toLowerCase());
  if (!staff) throw new ProblemError('staff_unknown');
  return resendSetup(ctx, null, staff.id, now);
}

/** A role changed, or an account disabled or enabled again. Nobody changes themselves: the admin acting stays one. */
export async function changeStaff(db: Db, actor: StaffActor, staffId: number, change: StaffChange, now: Date): Promise<StaffMember> {
  if (staffId === actor.id) throw new ProblemError('staff_self');
  return inTransaction(db, async (trx) => {
    const before = await staffById(trx, staffId);
    if (!before) throw new ProblemError('staff_unknown');
    const disabledAt = change.disabled === undefined ? before.disabled_at : change.disabled ? (before.disabled_at ?? now.toISOString()) : null;
    const after = await updateStaff(trx, staffId, { role: change.role ?? before.role, disabled_at: disabledAt });
    if (disabledAt) await deleteStaffSessionsOf(trx, staffId);
    const details = { role: [before.role, after!.role], disabled: [before.disabled_at !== null, disabledAt !== null] };
    await recordAudit(trx, actor, { action: 'staff.change', subject: { type: 'staff', id: staffId }, details }, now);
    return after!;
  });
}

export async function listStaff(db: Db): Promise<StaffListResponse> {
  return { staff: await staffList(db) };
}
