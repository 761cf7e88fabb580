import type { Db } from './database';
import type { StaffRole } from '../../common/staff/roles';

/** Staff accounts and their sessions (docs/staff.md); their login attempts are in db/sessions.ts. */

const STAFF_COLUMNS = ['id', 'email', 'role', 'created_at', 'disabled_at'] as const;

export function insertStaff(db: Db, row: { email: string; role: StaffRole; password_hash: string; totp_secret: string; setup_token_hash: string; setup_expires_at: string; created_at: string }) {
  return db.insertInto('staff').values(row).onConflict((oc) => oc.column('email').doNothing()).returning(STAFF_COLUMNS).executeTakeFirst();
}

export function staffByEmail(db: Db, email: string) {
  return db.selectFrom('staff').selectAll().where('email', '=', email).executeTakeFirst();
}

export function staffById(db: Db, id: number) {
  return db.selectFrom('staff').select(STAFF_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function staffList(db: Db) {
  return db.selectFrom('staff').select(STAFF_COLUMNS).orderBy('id').execute();
}

/** The account a setup link is for, while the link holds. */
export function staffBySetupToken(db: Db, tokenHash: string, now: string) {
  return db.selectFrom('staff').selectAll().where('setup_token_hash', '=', tokenHash).where('setup_expires_at', '>', now)
    .where('disabled_at', 'is', null).executeTakeFirst();
}

/** A new setup link (and with it a new second-factor key) for an account: what it had before stops working. */
export function resetStaffAccess(db: Db, id: number, row: { password_hash: string; totp_secret: string; setup_token_hash: string; setup_expires_at: string }) {
  return db.updateTable('staff').set({ ...row, totp_last_step: 0 }).where('id', '=', id).returning(STAFF_COLUMNS).executeTakeFirst();
}

/** The password chosen through the setup link, which is then used up; false when another use took it first. */
export async function completeStaffSetup(db: Db, id: number, tokenHash: string, row: { password_hash: string; totp_last_step: number }): Promise<boolean> {
  const result = await db.updateTable('staff').set({ ...row, setup_token_hash: null, setup_expires_at: null })
    .where('id', '=', id).where('setup_token_hash', '=', tokenHash).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function updateStaff(db: Db, id: number, changes: { role?: StaffRole; disabled_at?: string | null; password_hash?: string }) {
  return db.updateTable('staff').set(changes).where('id', '=', id).returning(STAFF_COLUMNS).executeTakeFirst();
}

/**
 * Takes a code's time step for the account when it is newer than the last one taken: a code is good
 * once, even when two logins send it at the same moment. False when it was taken already.
 */
export async function takeTotpStep(db: Db, id: number, step: number): Promise<boolean> {
  const result = await db.updateTable('staff').set({ totp_last_step: step }).where('id', '=', id).where('totp_last_step', '<', step).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function insertStaffSession(db: Db, row: { staff_id: number; token_hash: string; created_at: string; last_seen_at: string }) {
  return db.insertInto('staff_sessions').values(row).execute();
}

/** A session seen since `seenSince` and begun since `begunSince`, with its staff member while they are not disabled. */
export function liveStaffSession(db: Db, tokenHash: string, seenSince: string, begunSince: string) {
  return db.selectFrom('staff_sessions').innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
    .select(['staff_sessions.id as session_id', 'staff_sessions.last_seen_at', 'staff.id', 'staff.email', 'staff.role'])
    .where('staff_sessions.token_hash', '=', tokenHash)
    .where('staff_sessions.last_seen_at', '>', seenSince)
    .where('staff_sessions.created_at', '>', begunSince)
    .where('staff.disabled_at', 'is', null)
    .executeTakeFirst();
}

export function touchStaffSession(db: Db, sessionId: number, now: string) {
  return db.updateTable('staff_sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
}

export function deleteStaffSession(db: Db, tokenHash: string) {
  return db.deleteFrom('staff_sessions').where('token_hash', '=', tokenHash).execute();
}

export function deleteStaffSessionsOf(db: Db, staffId: number) {
  return db.deleteFrom('staff_sessions').where('staff_id', '=', staffId).execute();
}

/** Sessions idle or begun before the bounds: the hourly purge. */
export async function deleteEndedStaffSessions(db: Db, seenBefore: string, begunBefore: string): Promise<number> {
  const result = await db.deleteFrom('staff_sessions')
    .where((eb) => eb.or([eb('last_seen_at', '<=', seenBefore), eb('created_at', '<=', begunBefore)])).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The active staff of these roles, to be told of something (a queue waiting). */
export function staffToAlert(db: Db, roles: StaffRole[]) {
  return db.selectFrom('staff').select('email').where('role', 'in', roles).where('disabled_at', 'is', null)
    .where('setup_token_hash', 'is', null).orderBy('id').execute();
}
