import type { BanReason } from '../../common/enums';
import { endAllSessions } from './accounts';
import { inTransaction, type Db } from './database';

/** Bans: an operator closes an account (server/domain/staff/bans.ts). */

/**
 * Closes the account at once: banned, the profile shown to nobody (disabled, as before activation),
 * every session ended (their push subscriptions go with them) and every mailed link dead. Answers
 * the ids of the sessions it ended, or undefined when the account was banned already.
 */
export async function insertBan(db: Db, userId: number, ban: { reason: BanReason; facts: string }, at: string, bannedBy: number | null): Promise<number[] | undefined> {
  return inTransaction(db, async (trx) => {
    const banned = await trx.updateTable('users').set({ banned_at: at, ban_reason: ban.reason, ban_facts: ban.facts, banned_by: bannedBy })
      .where('id', '=', userId).where('banned_at', 'is', null).executeTakeFirst();
    if (banned.numUpdatedRows !== 1n) return undefined;
    await trx.updateTable('profiles').set({ status: 'disabled' }).where('id', '=', userId).execute();
    const ended = await endAllSessions(trx, userId);
    await trx.deleteFrom('account_tokens').where('user_id', '=', userId).execute();
    return ended;
  });
}

/** Lifts a ban: a confirmed account's profile is shown again. False when there was none. */
export async function deleteBan(db: Db, userId: number): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const lifted = await trx.updateTable('users').set({ banned_at: null, ban_reason: null, ban_facts: null, banned_by: null })
      .where('id', '=', userId).where('banned_at', 'is not', null).executeTakeFirst();
    if (lifted.numUpdatedRows !== 1n) return false;
    const user = await trx.selectFrom('users').select('status').where('id', '=', userId).executeTakeFirstOrThrow();
    if (user.status === 'active') await trx.updateTable('profiles').set({ status: 'active' }).where('id', '=', userId).execute();
    return true;
  });
}

export function banOf(db: Db, userId: number) {
  return db.selectFrom('users').innerJoin('profiles', 'profiles.id', 'users.id')
    .select(['users.email', 'users.language', 'users.banned_at', 'users.ban_reason', 'users.ban_facts', 'users.banned_by', 'profiles.name'])
    .where('users.id', '=', userId).executeTakeFirst();
}

/** Every banned account, newest ban first, for the operator's list. */
export function bannedAccounts(db: Db) {
  return db.selectFrom('users').innerJoin('profiles', 'profiles.id', 'users.id')
    .select(['users.id', 'users.email', 'profiles.name', 'users.banned_at', 'users.ban_reason'])
    .where('users.banned_at', 'is not', null).orderBy('users.banned_at', 'desc').execute();
}

/** The banned account with this address: a complaint from it is the member's objection. */
export function bannedAccountByEmail(db: Db, email: string) {
  return db.selectFrom('users').select('id').where('email', '=', email).where('banned_at', 'is not', null).executeTakeFirst();
}
