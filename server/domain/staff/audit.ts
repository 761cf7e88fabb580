import type { AuditEntry, AuditQuery, AuditResponse } from '../../../common/staff/api';
import type { StaffRole } from '../../../common/staff/roles';
import { auditPage, deleteAuditBefore, insertAudit } from '../../db/audit';
import type { Db } from '../../db/database';

/**
 * The audit log (docs/staff.md): every staff action, written by the same transaction as the action,
 * so there is no action without its row and no row without its action. Rows are never changed;
 * retention deletes them after AUDIT_RETENTION_YEARS.
 */

/** Who acts: the staff member of the request's session, and the address the request came from. */
export interface StaffActor {
  id: number;
  email: string;
  role: StaffRole;
  ip?: string;
}

export interface AuditRecord {
  action: string;
  subject?: { type: string; id: number };
  reason?: string;
  details?: Record<string, unknown>;
  /** The address of a request nobody is logged in for (a failed login); an actor's own otherwise. */
  ip?: string;
}

/** How long the log is kept: as long as a member may still dispute a decision, and the tax records of refunds. */
export const AUDIT_RETENTION_YEARS = 7;
export const AUDIT_PAGE = 50;

/** Acting from the server's command line (npm run staff, ban, moderate …): no staff account. */
export const SERVER_COMMAND = null;

export async function recordAudit(trx: Db, actor: StaffActor | typeof SERVER_COMMAND, record: AuditRecord, now: Date): Promise<void> {
  await insertAudit(trx, {
    staff_id: actor?.id ?? null,
    staff_role: actor?.role ?? null,
    action: record.action,
    subject_type: record.subject?.type ?? null,
    subject_id: record.subject?.id ?? null,
    reason: record.reason ?? null,
    details: record.details ? JSON.stringify(record.details) : null,
    ip: record.ip ?? actor?.ip ?? null,
    created_at: now.toISOString(),
  });
}

export async function auditLog(db: Db, query: AuditQuery): Promise<AuditResponse> {
  const rows = await auditPage(db, query, AUDIT_PAGE + 1);
  const entries: AuditEntry[] = rows.slice(0, AUDIT_PAGE).map((row) => ({
    ...row,
    details: row.details === null ? null : (JSON.parse(row.details) as Record<string, unknown>),
  }));
  return { entries, has_more: rows.length > AUDIT_PAGE };
}

/** The hourly purge: rows past their retention. */
export function purgeAudit(db: Db, now: Date): Promise<number> {
  const before = new Date(now);
  before.setUTCFullYear(before.getUTCFullYear() - AUDIT_RETENTION_YEARS);
  return deleteAuditBefore(db, before.toISOString());
}
