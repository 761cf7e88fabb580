import type { Db } from './database';

export function insertSession(db: Db, row: { user_id: number; token_hash: string; created_at: string; expires_at: string }) {
  return db.insertInto('sessions').values(row).execute();
}

/** The session of a token's hash (its id, member and expiry), or undefined; expired ones stay until the sweep. */
export function sessionByToken(db: Db, tokenHash: string) {
  return db.selectFrom('sessions').select(['id', 'user_id', 'expires_at']).where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Ends a session; the session it ended (its id and member), or undefined when there was none. */
export function deleteSession(db: Db, tokenHash: string) {
  return db.deleteFrom('sessions').where('token_hash', '=', tokenHash).returning(['id', 'user_id']).executeTakeFirst();
}

/** Whose login it was: a member's (user_id), a staff member's (staff_id), or nobody's (an address no account has). */
export function insertLoginAttempt(db: Db, row: { user_id?: number; staff_id?: number; ip: string; succeeded: 0 | 1; created_at: string }) {
  return db.insertInto('login_attempts').values(row).execute();
}

/** Failed attempts since a time, for one account, oldest first. */
export async function accountFailuresSince(db: Db, account: { user_id: number } | { staff_id: number }, since: string): Promise<string[]> {
  const rows = await db
    .selectFrom('login_attempts')
    .select('created_at')
    .where('user_id' in account ? 'user_id' : 'staff_id', '=', 'user_id' in account ? account.user_id : account.staff_id)
    .where('succeeded', '=', 0)
    .where('created_at', '>', since)
    .orderBy('created_at')
    .execute();
  return rows.map((r) => r.created_at);
}

export async function addressFailuresSince(db: Db, ip: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ip', '=', ip)
    .where('succeeded', '=', 0)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteExpiredSessions(db: Db, now: string): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteLoginAttemptsBefore(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('login_attempts').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
