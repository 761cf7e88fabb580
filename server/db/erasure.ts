import { sql } from 'kysely';
import type { Db } from './database';

/**
 * Erasing a member (server/domain/accounts/erasure.ts): every row that is theirs goes, except the
 * accounting records, which stay tied to the users row kept as a tombstone.
 */

/** The member's rows, by the column that names them; what cascades from them (photos, messages …) goes with them. */
const MEMBER_ROWS: readonly (readonly [table: string, column: string])[] = [
  ['profiles', 'id'], ['sessions', 'user_id'], ['push_subscriptions', 'user_id'], ['open_apps', 'user_id'], ['account_tokens', 'user_id'],
  ['conversations', 'starter_id'], ['conversations', 'partner_id'], ['messages', 'sender_id'], ['chat_members', 'member_id'],
  ['chat_members', 'partner_id'], ['blocks', 'blocker_id'], ['blocks', 'blocked_id'], ['likes', 'liker_id'], ['likes', 'liked_id'],
  ['swipes', 'user_id'], ['swipes', 'profile_id'], ['login_attempts', 'user_id'], ['tracking', 'user_id'], ['payment_mandates', 'user_id'],
  ['direct_debit_requests', 'user_id'], ['discount_codes', 'user_id'], ['sent_notices', 'user_id'], ['data_exports', 'user_id'], ['active_days', 'user_id'],
];

/** Rows that outlive the member without naming them: a complaint stays a decided case, an invitation stays used. */
const UNLINKED_ROWS: readonly (readonly [table: string, column: string])[] = [['complaints', 'reporter_id'], ['invite_codes', 'used_by']];

/** Accounting records (payments, the credits they bought and spent, the discounts taken), kept as the law asks. */
export const ACCOUNTING_TABLES = ['credit_ledger', 'payments', 'discount_uses'] as const;

/** Every column naming a member that erasure deals with, for the test that no foreign key to users is left out. */
export const ERASED_COLUMNS = [...MEMBER_ROWS, ...UNLINKED_ROWS];

/** The member as erasure finds them: undefined for no such member, or one erased already. */
export function memberToErase(db: Db, userId: number) {
  return db.selectFrom('users').select(['id', 'email']).where('id', '=', userId).where('erased_at', 'is', null).executeTakeFirst();
}

export async function hasPayments(db: Db, userId: number): Promise<boolean> {
  return (await db.selectFrom('payments').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst()) !== undefined;
}

/** The photo files the member's rows use: their profile photos' and those sent in their conversations (by either side). */
export async function fileKeysOfMember(db: Db, userId: number): Promise<string[]> {
  const photos = db.selectFrom('photos').select('file_key as key').where('profile_id', '=', userId);
  const sent = db.selectFrom('messages').innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
    .select((eb) => eb.ref('messages.photo_key').$notNull().as('key'))
    .where('messages.photo_key', 'is not', null)
    .where((eb) => eb.or([eb('conversations.starter_id', '=', userId), eb('conversations.partner_id', '=', userId)]));
  return (await photos.union(sent).execute()).map((row) => row.key);
}

/** Deletes every row of the member but the accounting records, and makes the users row a tombstone with nothing of the person. */
export async function tombstoneMember(trx: Db, userId: number, tombstone: { email: string; password_hash: string; erased_at: string }): Promise<void> {
  for (const [table, column] of MEMBER_ROWS) await sql`delete from ${sql.table(table)} where ${sql.ref(column)} = ${userId}`.execute(trx);
  for (const [table, column] of UNLINKED_ROWS) await sql`update ${sql.table(table)} set ${sql.ref(column)} = null where ${sql.ref(column)} = ${userId}`.execute(trx);
  await trx.updateTable('users').set({
    ...tombstone, status: 'pending_deletion', status_before_deletion: null, time_zone: null, last_seen_at: null,
    invisible: 1, email_opt_outs: '[]', notifications_disabled: '[]', push_previews: 0,
  }).where('id', '=', userId).execute();
}

/** Deletes the tombstones erased before a time, and with them (the foreign keys cascade) their accounting records. */
export async function deleteTombstonesBefore(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('users').where('erased_at', '<=', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
