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
export type LoginAccount = { user_id: number } | { staff_id: number };

/** An attempt written as failed before it is checked (server/domain/accounts/login.ts); its id, to settle it. */
export async function insertLoginAttempt(db: Db, row: Partial<LoginAccount> & { ip: string; created_at: string }): Promise<number> {
  const inserted = await db.insertInto('login_attempts').values({ ...row, succeeded: 0 }).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export function markLoginSucceeded(db: Db, id: number) {
  return db.updateTable('login_attempts').set({ succeeded: 1 }).where('id', '=', id).execute();
}

/** An attempt refused before it was checked: it proved nothing, so it does not count. */
export function deleteLoginAttempt(db: Db, id: number) {
  return db.deleteFrom('login_attempts').where('id', '=', id).execute();
}

/** Failed attempts since a time, for one account, oldest first: those being checked now among them. */
export function accountFailuresSince(db: Db, account: LoginAccount, since: string) {
  return db
    .selectFrom('login_attempts')
    .select(['id', 'created_at'])
    .where('user_id' in account ? 'user_id' : 'staff_id', '=', 'user_id' in account ? account.user_id : account.staff_id)
    .where('succeeded', '=', 0)
    .where('created_at', '>', since)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
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
