import { sql } from 'kysely';
import type { Db } from './database';

/** The notices (mails and pushes) sent, what they tell of (unread messages, the week), and who takes mail. */

/**
 * Claims a notice before it is sent: 'new' when first claimed, 'unsent' when an earlier attempt
 * claimed it but did not finish (send it now), 'sent' when it went already (never again).
 */
export async function claimNotice(db: Db, notice: { key: string; user_id: number; kind: string; created_at: string }): Promise<'new' | 'unsent' | 'sent'> {
  const inserted = await db.insertInto('sent_notices').values(notice).onConflict((oc) => oc.column('key').doNothing()).executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return 'new';
  const row = await db.selectFrom('sent_notices').select('sent_at').where('key', '=', notice.key).executeTakeFirst();
  return row?.sent_at ? 'sent' : 'unsent';
}

export async function markNoticeSent(db: Db, key: string, at: string): Promise<void> {
  await db.updateTable('sent_notices').set({ sent_at: at }).where('key', '=', key).execute();
}

/** When the member was last sent a notice of one of these kinds; null if never. */
export async function lastNoticeAt(db: Db, userId: number, kinds: readonly string[]): Promise<string | null> {
  const row = await db.selectFrom('sent_notices').select((eb) => eb.fn.max('sent_at').as('at'))
    .where('user_id', '=', userId).where('kind', 'in', kinds).where('sent_at', 'is not', null).executeTakeFirst();
  return (row?.at as string | null | undefined) ?? null;
}

export async function deleteNoticesBefore(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('sent_notices').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Who is not across a block from the member, as a condition on a partner id column. */
const notBlockedWith = (memberId: number, partnerColumn: string) => sql<boolean>`not exists (
  select 1 from blocks where (blocker_id = ${memberId} and blocked_id = ${sql.ref(partnerColumn)})
    or (blocker_id = ${sql.ref(partnerColumn)} and blocked_id = ${memberId}))`;

export interface UnreadMessageRow {
  id: number;
  conversation_id: number;
  sender_id: number;
  sender_name: string;
  /** The partner opened the conversation (its first message was theirs). */
  opened_by_partner: boolean;
  conversation_created_at: string;
  created_at: string;
}

/**
 * The partners' messages the member has not read: in conversations the member still has, delivered
 * (not held), with nobody across a block, from a sender who is still there.
 */
function unreadMessages(db: Db, memberId: number) {
  return db.selectFrom('chat_members as side')
    .innerJoin('messages', 'messages.conversation_id', 'side.conversation_id')
    .innerJoin('profiles', 'profiles.id', 'messages.sender_id')
    .innerJoin('users as sender', 'sender.id', 'messages.sender_id')
    .where('side.member_id', '=', memberId).where('side.removed', '=', 0)
    .whereRef('messages.id', '>', 'side.read_up_to').whereRef('messages.id', '>', 'side.cleared_up_to')
    .where('messages.sender_id', '!=', memberId).where('messages.held', '=', 0)
    .where('sender.status', '=', 'active').where('profiles.status', '=', 'active')
    .where(notBlockedWith(memberId, 'messages.sender_id'));
}

/** The unread messages that came after `since`, oldest first, with who sent them and who opened their conversation. */
export async function unreadMessagesOf(db: Db, memberId: number, since: string): Promise<UnreadMessageRow[]> {
  const rows = await unreadMessages(db, memberId)
    .innerJoin('conversations', 'conversations.id', 'side.conversation_id')
    .select([
      'messages.id', 'messages.conversation_id', 'messages.sender_id', 'profiles.name as sender_name', 'messages.created_at',
      'conversations.starter_id', 'conversations.created_at as conversation_created_at',
    ])
    .where('messages.created_at', '>', since)
    .orderBy('messages.id')
    .execute();
  return rows.map(({ starter_id: starterId, ...row }) => ({ ...row, opened_by_partner: starterId !== memberId }));
}

/** The app badge's count: unread messages and likes not seen yet (the title prefix of docs/product/screens.md#page-title-and-app-badge). */
export async function badgeCountOf(db: Db, memberId: number): Promise<number> {
  const [messages, likes] = await Promise.all([
    unreadMessages(db, memberId).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    db.selectFrom('likes').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('liked_id', '=', memberId).where('seen_at', 'is', null).where(notBlockedWith(memberId, 'likes.liker_id'))
      .executeTakeFirstOrThrow(),
  ]);
  return Number(messages.n) + Number(likes.n);
}

/** Members with an unread message older than `before` who may hear of it by mail. */
export async function membersWithOldUnread(db: Db, before: string): Promise<number[]> {
  const rows = await db.selectFrom('chat_members as side')
    .innerJoin('messages', 'messages.conversation_id', 'side.conversation_id')
    .innerJoin('users', 'users.id', 'side.member_id')
    .select('side.member_id').distinct()
    .where('side.removed', '=', 0).where('users.status', '=', 'active').where('users.notifications_disabled', '=', '[]')
    .whereRef('messages.id', '>', 'side.read_up_to').whereRef('messages.sender_id', '!=', 'side.member_id')
    .where('messages.held', '=', 0).where('messages.created_at', '<', before)
    .execute();
  return rows.map((row) => row.member_id);
}

/** Confirmed real members whose mail is not disabled, in id order from `afterId`: the weekly mail goes through them page by page. */
export async function mailableMembers(db: Db, afterId: number, limit: number): Promise<number[]> {
  const rows = await db.selectFrom('users').innerJoin('profiles', 'profiles.id', 'users.id').select('users.id')
    .where('users.id', '>', afterId).where('users.status', '=', 'active').where('profiles.fictional', '=', 0)
    .where('users.notifications_disabled', '=', '[]')
    .orderBy('users.id').limit(limit).execute();
  return rows.map((row) => row.id);
}

/** What the weekly mail tells a member: likes that came and members who joined in their country since `since`. */
export async function weekOf(db: Db, memberId: number, country: string, since: string): Promise<{ likes: number; newMembers: number }> {
  const [likes, members] = await Promise.all([
    db.selectFrom('likes').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('liked_id', '=', memberId).where('created_at', '>', since).where(notBlockedWith(memberId, 'likes.liker_id'))
      .executeTakeFirstOrThrow(),
    db.selectFrom('users').innerJoin('profiles', 'profiles.id', 'users.id').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('profiles.country', '=', country as never).where('users.signup_date', '>', since).where('users.id', '!=', memberId)
      .where('users.status', '=', 'active').where('profiles.status', '=', 'active')
      .executeTakeFirstOrThrow(),
  ]);
  return { likes: Number(likes.n), newMembers: Number(members.n) };
}

/** A mail's recipient, as the notification rules need them. */
export function noticeRecipient(db: Db, userId: number) {
  return db.selectFrom('users').innerJoin('profiles', 'profiles.id', 'users.id')
    .select((eb) => [
      // A banned account is mailed nothing but its ban (server/domain/staff/bans.ts).
      eb.case().when('users.banned_at', 'is not', null).then('banned').else(eb.ref('users.status')).end().as('status'),
      'users.id', 'users.email', 'users.language', 'users.email_opt_outs', 'users.notifications_disabled',
      'users.push_previews', 'users.last_seen_at', 'profiles.name', 'profiles.fictional', 'profiles.country',
    ])
    .where('users.id', '=', userId).executeTakeFirst();
}

/** The mail provider's report of an address: the members using it get mail disabled for `reason`. */
export async function disableMailFor(db: Db, email: string, reason: string): Promise<number> {
  const rows = await db.selectFrom('users').select('id').where('email', '=', email).execute();
  for (const row of rows) await changeList(db, row.id, 'notifications_disabled', withItem(reason));
  return rows.length;
}

/** Mail turned off for a reason of the member's own (the unsubscribe link's "all mail"). */
export function disableNotifications(db: Db, userId: number, reason: string): Promise<void> {
  return changeList(db, userId, 'notifications_disabled', withItem(reason));
}

export function addMailOptOut(db: Db, userId: number, preference: string): Promise<void> {
  return changeList(db, userId, 'email_opt_outs', withItem(preference));
}

const withItem = (item: string) => (list: string[]) => (list.includes(item) ? list : [...list, item]);

/**
 * Changes one of the member's JSON lists. The write names the list it read, and reads again when
 * another change came first: changes that meet (a click on an unsubscribe link, the mail
 * provider's bounce report, in any process) are all kept.
 */
async function changeList(db: Db, userId: number, column: 'email_opt_outs' | 'notifications_disabled', change: (list: string[]) => string[]): Promise<void> {
  for (;;) {
    const row = await db.selectFrom('users').select(column).where('id', '=', userId).executeTakeFirst();
    if (!row) return;
    const list = JSON.parse(row[column]) as string[];
    const changed = change(list);
    if (changed.length === list.length && changed.every((item, i) => item === list[i])) return;
    const written = await db.updateTable('users').set({ [column]: JSON.stringify(changed) })
      .where('id', '=', userId).where(column, '=', row[column]).executeTakeFirst();
    if (written.numUpdatedRows === 1n) return;
  }
}

/** A message as its push tells of it, and whether the member has read it (or removed its conversation) since. */
export function messageForPush(db: Db, messageId: number, memberId: number) {
  return db.selectFrom('messages')
    .innerJoin('chat_members as side', (join) => join.onRef('side.conversation_id', '=', 'messages.conversation_id').on('side.member_id', '=', memberId))
    .innerJoin('profiles', 'profiles.id', 'messages.sender_id')
    .select(['messages.id', 'messages.conversation_id', 'messages.sender_id', 'messages.kind', 'messages.body', 'profiles.name as sender_name', 'side.read_up_to', 'side.removed'])
    .where('messages.id', '=', messageId).where('messages.held', '=', 0)
    .executeTakeFirst();
}

/** A new, proven address: the old one's bounce no longer stands. */
export function clearMailBounce(db: Db, userId: number): Promise<void> {
  return changeList(db, userId, 'notifications_disabled', (reasons) => reasons.filter((reason) => reason !== 'bounce'));
}
