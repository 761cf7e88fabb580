import type { Insertable } from 'kysely';
import type { AuditQuery } from '../../common/staff/api';
import type { Db } from './database';
import type { AuditLogTable } from './schema';

/** The audit log of staff actions: rows are added and, past retention, deleted; never changed. */

export function insertAudit(db: Db, row: Insertable<AuditLogTable>) {
  return db.insertInto('audit_log').values(row).execute();
}

/** Newest first, filtered, with the staff member's address; `limit` rows older than `before`. */
export function auditPage(db: Db, query: AuditQuery, limit: number) {
  let select = db.selectFrom('audit_log').leftJoin('staff', 'staff.id', 'audit_log.staff_id')
    .select(['audit_log.id', 'audit_log.staff_id', 'staff.email as staff_email', 'audit_log.staff_role', 'audit_log.action',
      'audit_log.subject_type', 'audit_log.subject_id', 'audit_log.reason', 'audit_log.details', 'audit_log.ip', 'audit_log.created_at']);
  if (query.staff !== undefined) select = select.where('audit_log.staff_id', '=', query.staff);
  if (query.action !== undefined) select = select.where('audit_log.action', '=', query.action);
  if (query.subject_type !== undefined) select = select.where('audit_log.subject_type', '=', query.subject_type);
  if (query.subject_id !== undefined) select = select.where('audit_log.subject_id', '=', query.subject_id);
  if (query.before !== undefined) select = select.where('audit_log.id', '<', query.before);
  return select.orderBy('audit_log.id', 'desc').limit(limit).execute();
}

export async function deleteAuditBefore(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('audit_log').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
