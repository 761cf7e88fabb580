import { sql } from 'kysely';
import type { Db } from './database';

/** Push subscriptions, the member's open apps, and the notices (mails and pushes) sent. */

export interface PushSubscriptionRow {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Who holds an endpoint, and the device's auth secret that proves a post comes from the device. */
export function pushSubscriptionHolder(db: Db, endpoint: string): Promise<{ user_id: number; auth: string } | undefined> {
  return db.selectFrom('push_subscriptions').select(['user_id', 'auth']).where('endpoint', '=', endpoint).executeTakeFirst();
}

/**
 * Attaches a device's subscription to the session's member. A device has one endpoint: a row with it
 * becomes this member's (the caller decided that it may, see attachPushSubscription). The write
 * checks again that the row is the member's or the device's (its auth secret): of two members
 * attaching one endpoint at once, where the database runs both side by side, the second cannot
 * take over the first's device.
 */
export async function savePushSubscription(
  db: Db, row: { user_id: number; session_id: number; endpoint: string; p256dh: string; auth: string; created_at: string },
): Promise<void> {
  await db.insertInto('push_subscriptions').values(row)
    .onConflict((oc) => oc.column('endpoint')
      .doUpdateSet({ user_id: row.user_id, session_id: row.session_id, p256dh: row.p256dh, auth: row.auth, created_at: row.created_at })
      .where((eb) => eb.or([eb('push_subscriptions.user_id', '=', row.user_id), eb('push_subscriptions.auth', '=', row.auth)])))
    .execute();
}

/** A member's devices beyond the newest `keep` are dropped: each costs a send at every push. */
export async function keepNewestPushSubscriptions(db: Db, userId: number, keep: number): Promise<void> {
  const newest = db.selectFrom('push_subscriptions').select('id').where('user_id', '=', userId).orderBy('id', 'desc').limit(keep);
  await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('id', 'not in', newest).execute();
}

export async function deletePushSubscription(db: Db, userId: number, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('endpoint', '=', endpoint).execute();
}

/** The push service said the subscription is gone (404, 410). */
export async function deletePushSubscriptionById(db: Db, id: number): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

/** A device of the member that takes pushes, if any, as a subquery of a larger read. */
export function pushSubscriptionIdOf(db: Db, userId: number) {
  return db.selectFrom('push_subscriptions').select('id').where('user_id', '=', userId).limit(1);
}

/** Whether any device of the member takes pushes: a push job for one who has none would find nothing to do. */
export async function hasPushSubscription(db: Db, userId: number): Promise<boolean> {
  return (await pushSubscriptionIdOf(db, userId).executeTakeFirst()) !== undefined;
}

export function pushSubscriptionsOf(db: Db, userId: number): Promise<PushSubscriptionRow[]> {
  return db.selectFrom('push_subscriptions').select(['id', 'endpoint', 'p256dh', 'auth']).where('user_id', '=', userId).orderBy('id').execute();
}

export function pushSubscriptionById(db: Db, id: number): Promise<PushSubscriptionRow | undefined> {
  return db.selectFrom('push_subscriptions').select(['id', 'endpoint', 'p256dh', 'auth']).where('id', '=', id).executeTakeFirst();
}

export async function openApp(db: Db, row: { id: string; user_id: number; session_id: number; app: string; hidden: 0 | 1; seen_at: string }): Promise<void> {
  await db.insertInto('open_apps').values(row).execute();
}

/**
 * The heartbeat: the app is still there. Renewed only while its session lasts, which this answers:
 * false when the session expired, or ended (its apps' rows go with it), or the row is gone.
 */
export async function touchOpenApp(db: Db, id: string, at: string): Promise<boolean> {
  const row = await db.updateTable('open_apps').set({ seen_at: at }).where('id', '=', id)
    .where((eb) => eb.exists(eb.selectFrom('sessions').select('sessions.id')
      .whereRef('sessions.id', '=', 'open_apps.session_id').where('sessions.expires_at', '>', at)))
    .returning('id').executeTakeFirst();
  return row !== undefined;
}

export async function setOpenAppHidden(db: Db, id: string, hidden: boolean, at: string): Promise<void> {
  await db.updateTable('open_apps').set({ hidden: hidden ? 1 : 0, seen_at: at }).where('id', '=', id).execute();
}

/** The page-hidden beacon: the session's page named `app` (or, unnamed, all the session's pages) went out of view. */
export async function hideSessionApps(db: Db, sessionId: number, app: string | undefined): Promise<void> {
  let query = db.updateTable('open_apps').set({ hidden: 1 }).where('session_id', '=', sessionId);
  if (app !== undefined) query = query.where('app', '=', app);
  await query.execute();
}

export async function closeOpenApp(db: Db, id: string): Promise<void> {
  await db.deleteFrom('open_apps').where('id', '=', id).execute();
}

/** Whether an app of the member is open and in view, renewed since `since`. */
export async function hasVisibleApp(db: Db, userId: number, since: string): Promise<boolean> {
  const row = await db.selectFrom('open_apps').select('id')
    .where('user_id', '=', userId).where('hidden', '=', 0).where('seen_at', '>', since).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Rows of processes that stopped without closing their sockets. */
export async function deleteStaleOpenApps(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('open_apps').where('seen_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function setLastSeen(db: Db, userId: number, at: string): Promise<void> {
  await db.updateTable('users').set({ last_seen_at: at }).where('id', '=', userId).execute();
}

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
