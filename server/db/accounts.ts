import type { Db } from './database';
import type { UsersTable } from './schema';
import type { Updateable } from 'kysely';

export function updateUser(db: Db, userId: number, values: Updateable<UsersTable>) {
  return db.updateTable('users').set(values).where('id', '=', userId).execute();
}

export function userByEmail(db: Db, email: string) {
  return db.selectFrom('users').select(['id', 'status', 'password_hash', 'deleted_at']).where('email', '=', email).executeTakeFirst();
}

export function userById(db: Db, userId: number) {
  return db.selectFrom('users').select(['id', 'email', 'status', 'password_hash', 'deleted_at', 'status_before_deletion']).where('id', '=', userId).executeTakeFirst();
}

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) !== undefined;
}

export function endAllSessions(db: Db, userId: number) {
  return db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** A successful reset ends the lockout: the member proved to own the mailbox. */
export function forgetFailedLogins(db: Db, userId: number) {
  return db.deleteFrom('login_attempts').where('user_id', '=', userId).where('succeeded', '=', 0).execute();
}

/** Confirms the e-mail address: the account and profile become active, held messages go out. */
export async function confirmAccount(db: Db, userId: number, now: string) {
  await db.transaction().execute(async (trx) => {
    const confirmed = await trx.updateTable('users').set({ status: 'active', confirmed_at: now })
      .where('id', '=', userId).where('status', '=', 'not_confirmed').executeTakeFirst();
    // An account confirmed before, or pending deletion, keeps its profile as it is.
    if (confirmed.numUpdatedRows !== 1n) return;
    await trx.updateTable('profiles').set({ status: 'active' }).where('id', '=', userId).execute();
    await trx.updateTable('messages').set({ held: 0 }).where('sender_id', '=', userId).where('held', '=', 1).execute();
  });
}
