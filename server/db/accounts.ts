import type { Updateable } from 'kysely';
import { inTransaction, type Db } from './database';
import { releaseHeldMessages } from './chat';
import type { NewUser, UsersTable } from './schema';

/** Accounts: the users table's login, status and deletion columns, and the sessions they own. */

export async function insertUser(db: Db, user: NewUser): Promise<number> {
  const { id } = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function updateUser(db: Db, userId: number, values: Updateable<UsersTable>) {
  return db.updateTable('users').set(values).where('id', '=', userId).execute();
}

export function userByEmail(db: Db, email: string) {
  return db.selectFrom('users').select(['id', 'status', 'password_hash', 'deleted_at', 'banned_at']).where('email', '=', email).executeTakeFirst();
}

export function userById(db: Db, userId: number) {
  return db.selectFrom('users').select(['id', 'email', 'status', 'password_hash', 'deleted_at', 'status_before_deletion']).where('id', '=', userId).executeTakeFirst();
}

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) !== undefined;
}

/** Ends every session of the member; the ids of those it ended. */
export async function endAllSessions(db: Db, userId: number): Promise<number[]> {
  const ended = await db.deleteFrom('sessions').where('user_id', '=', userId).returning('id').execute();
  return ended.map((session) => session.id);
}

/** A successful reset ends the lockout: the member proved to own the mailbox. */
export function forgetFailedLogins(db: Db, userId: number) {
  return db.deleteFrom('login_attempts').where('user_id', '=', userId).where('succeeded', '=', 0).execute();
}

/** Confirms the e-mail address: the account and profile become active, held messages go out. */
export async function confirmAccount(db: Db, userId: number, now: string) {
  await inTransaction(db, async (trx) => {
    const confirmed = await trx.updateTable('users').set({ status: 'active', confirmed_at: now })
      .where('id', '=', userId).where('status', '=', 'not_confirmed').executeTakeFirst();
    // An account confirmed before, or pending deletion, keeps its profile as it is.
    if (confirmed.numUpdatedRows !== 1n) return;
    await trx.updateTable('profiles').set({ status: 'active' }).where('id', '=', userId).execute();
    await releaseHeldMessages(trx, userId);
  });
}

/**
 * Accounts whose deletion was asked for on or before a time; a banned one stays, so its address
 * cannot sign up again, and an erased one is a tombstone already.
 */
export async function deletionsBefore(db: Db, before: string): Promise<number[]> {
  const rows = await db.selectFrom('users').select('id')
    .where('status', '=', 'pending_deletion').where('deleted_at', '<=', before).where('banned_at', 'is', null).where('erased_at', 'is', null).execute();
  return rows.map((row) => row.id);
}

/** Deletes the member's row; the foreign keys cascade to profile, photos, sessions, tokens, likes, blocks and messages. */
export async function deleteUser(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', userId).execute();
}

/** Whether the member is premium (docs/product/roles.md#premium-members: for life after the first purchase), or undefined for no such member. */
export async function isPaidUser(db: Db, userId: number): Promise<boolean | undefined> {
  const row = await db.selectFrom('users').select('paid_user').where('id', '=', userId).executeTakeFirst();
  return row && row.paid_user === 1;
}
