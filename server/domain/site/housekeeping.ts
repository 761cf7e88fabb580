import { deleteComplaintsBefore, forgetComplaintAddresses } from '../../db/complaints';
import type { Db } from '../../db/database';
import { deleteExpiredIdempotentRequests } from '../../db/idempotency';
import { deleteNoticesBefore } from '../../db/notifications';
import { deleteStaleOpenApps } from '../../db/open-apps';
import { deleteActiveDaysBefore } from '../../db/overview';
import { deleteExpiredSessions, deleteLoginAttemptsBefore } from '../../db/sessions';
import { deleteEndedStaffSessions } from '../../db/staff';
import { deleteSpentTokens } from '../../db/tokens';
import { STAFF_SESSION_HOURS } from '../staff/access';
import { purgeAudit } from '../staff/audit';

/**
 * Rows that served their purpose, deleted so tables do not grow without end: sessions past their
 * expiry; login attempts older than a day (lockout and slowdown look back 15 minutes; a day is left
 * for looking into an attack); mailed-link tokens used or expired, once older than a day (the mail
 * limits count a day of them); stored answers of writes after their day; open apps of processes that
 * stopped; the record of notices sent, after 30 days (the longest look back is a week); the network
 * addresses of complaints after a day (their limit looks back a day), and complaints after two years;
 * staff sessions past their 12 hours (or a day idle, the longest idle time), and the audit log past
 * its retention (AUDIT_RETENTION_YEARS, docs/staff.md); the days members opened the app after 90
 * days (the staff's overview shows 30).
 */
const DAY_MS = 24 * 3600_000;
const COMPLAINTS_KEPT_MS = 2 * 365 * DAY_MS;
const ACTIVE_DAYS_KEPT = 90;

export interface Purged {
  sessions: number;
  loginAttempts: number;
  tokens: number;
  idempotentRequests: number;
  openApps: number;
  notices: number;
  complaintAddresses: number;
  complaints: number;
  staffSessions: number;
  auditEntries: number;
  activeDays: number;
}

export async function purgeStaleRows(db: Db, now: Date): Promise<Purged> {
  const at = now.toISOString();
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  return {
    sessions: await deleteExpiredSessions(db, at),
    loginAttempts: await deleteLoginAttemptsBefore(db, dayAgo),
    tokens: await deleteSpentTokens(db, dayAgo, at),
    idempotentRequests: await deleteExpiredIdempotentRequests(db, at),
    openApps: await deleteStaleOpenApps(db, new Date(now.getTime() - 10 * 60_000).toISOString()),
    notices: await deleteNoticesBefore(db, new Date(now.getTime() - 30 * DAY_MS).toISOString()),
    complaintAddresses: await forgetComplaintAddresses(db, dayAgo),
    complaints: await deleteComplaintsBefore(db, new Date(now.getTime() - COMPLAINTS_KEPT_MS).toISOString()),
    staffSessions: await deleteEndedStaffSessions(db, dayAgo, new Date(now.getTime() - STAFF_SESSION_HOURS * 3600_000).toISOString()),
    auditEntries: await purgeAudit(db, now),
    activeDays: await deleteActiveDaysBefore(db, new Date(now.getTime() - ACTIVE_DAYS_KEPT * DAY_MS).toISOString().slice(0, 10)),
  };
}
