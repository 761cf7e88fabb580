import { deleteComplaintsBefore, forgetComplaintAddresses } from '../db/complaints';
import type { Db } from '../db/database';
import { deleteExpiredIdempotentRequests } from '../db/idempotency';
import { deleteNoticesBefore, deleteStaleOpenApps } from '../db/notifications';
import { deleteExpiredSessions, deleteLoginAttemptsBefore } from '../db/sessions';
import { deleteSpentTokens } from '../db/tokens';

/**
 * Rows that served their purpose, deleted so tables do not grow without end: sessions past their
 * expiry; login attempts older than a day (lockout and slowdown look back 15 minutes; a day is left
 * for looking into an attack); mailed-link tokens used or expired, once older than a day (the mail
 * limits count a day of them); stored answers of writes after their day; open apps of processes that
 * stopped; the record of notices sent, after 30 days (the longest look back is a week); the network
 * addresses of complaints after a day (their limit looks back a day), and complaints after two years.
 */
const DAY_MS = 24 * 3600_000;
const COMPLAINTS_KEPT_MS = 2 * 365 * DAY_MS;

export interface Purged {
  sessions: number;
  loginAttempts: number;
  tokens: number;
  idempotentRequests: number;
  openApps: number;
  notices: number;
  complaintAddresses: number;
  complaints: number;
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
  };
}
