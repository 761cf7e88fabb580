import { ERASURE_REASON_LENGTH, type StaffExport, type StaffMemberSummary } from '../../../common/staff/data-requests';
import type { Bus } from '../../adapters/bus';
import type { Jobs } from '../../adapters/jobs';
import type { FileStorage, OpenedFile } from '../../adapters/storage';
import { inTransaction, type Db } from '../../db/database';
import { hasPendingStaffExport, staffExportsOf } from '../../db/data-requests';
import { lockMember } from '../../db/users';
import { memberForStaff } from '../../db/staff-members';
import { eraseAccount } from '../accounts/erasure';
import { queueExport, staffExportFile } from '../data-requests/exports';
import { ProblemError } from '../problems';
import { recordAudit, type StaffActor } from './audit';
import { findMember } from './member-lookup';
import { staffReason } from './reason';

/**
 * Members' data requests in the staff console (docs/staff.md): a member looked up by id or address,
 * their data exported for a request by post (the same archive as the member's own, downloaded in the
 * console), and an account erased at once by an admin, beyond the 14-day window. Each is audited in
 * its transaction; downloading an archive is audited too, as it hands a member's data to a person.
 */

/** The member a lookup names (an id, or the account's address), with the staff archives still downloadable. */
export async function lookUpMember(db: Db, find: string, now: Date): Promise<StaffMemberSummary> {
  const { language: _language, credits: _credits, paid_user: _paid, ...member } = await findMember(db, find);
  const exports: StaffExport[] = await staffExportsOf(db, member.id, now.toISOString());
  return { ...member, exports };
}

/**
 * Queues the member's archive for a request by post, with its audit row in the same transaction.
 * One is built at a time, whoever asks: building one costs the member's whole data, so a second
 * request (a double click, a colleague) while it is built is refused.
 */
export async function exportForStaff(ctx: { db: Db; jobs: Jobs }, actor: StaffActor, memberId: number, now: Date): Promise<StaffMemberSummary> {
  await inTransaction(ctx.db, async (trx) => {
    if (!(await memberForStaff(trx, { id: memberId }))) throw new ProblemError('staff_member_unknown');
    // Requests at once wait here for each other's commit, so the check below sees the first one's archive.
    await lockMember(trx, memberId);
    if (await hasPendingStaffExport(trx, memberId)) throw new ProblemError('staff_export_pending');
    const id = await queueExport(trx, ctx.jobs, memberId, actor.id, now);
    await recordAudit(trx, actor, { action: 'member.export', subject: { type: 'member', id: memberId }, details: { export: id } }, now);
  });
  ctx.jobs.wake();
  return lookUpMember(ctx.db, String(memberId), now);
}

/** A staff archive's file for download, the download audited. */
export async function downloadForStaff(ctx: { db: Db; storage: FileStorage }, actor: StaffActor, exportId: number, now: Date): Promise<{ file: OpenedFile; userId: number }> {
  const found = await staffExportFile(ctx, exportId, now);
  await inTransaction(ctx.db, (trx) =>
    recordAudit(trx, actor, { action: 'member.export_download', subject: { type: 'member', id: found.userId }, details: { export: exportId } }, now));
  return found;
}

/** An admin erases an account at once, with the reason kept in the audit log; the input is checked before anything changes. */
export async function eraseForStaff(ctx: { db: Db; storage: FileStorage; bus: Bus }, actor: StaffActor, memberId: number, reason: string, now: Date): Promise<void> {
  const why = staffReason(reason, ERASURE_REASON_LENGTH, 'staff_erasure_reason_length');
  const erased = await eraseAccount(ctx, memberId, now, (trx, kept) =>
    recordAudit(trx, actor, { action: 'member.erase', subject: { type: 'member', id: memberId }, reason: why, details: { accounting_records_kept: kept } }, now));
  if (!erased) throw new ProblemError('staff_member_unknown');
}
