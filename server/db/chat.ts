import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from './database';
import type { Database, MessageKind } from './schema';

/** Conversations between two members, each member's side of them, and their messages. */

const chatSideWithQuery = (db: Db, memberId: number, partnerId: number) =>
  db.selectFrom('chat_members').where('member_id', '=', memberId).where('partner_id', '=', partnerId);

/** A member's side of their conversation with another member, whoever started it; undefined before the first message. */
export function chatSideWith(db: Db, memberId: number, partnerId: number) {
  return chatSideWithQuery(db, memberId, partnerId).selectAll().executeTakeFirst();
}

/** The id of the conversation of two members (chatSideWith's), as a subquery of a larger read. */
export function conversationIdWith(db: Db, memberId: number, partnerId: number) {
  return chatSideWithQuery(db, memberId, partnerId).select('conversation_id');
}

/**
 * Starts the conversation of two members, each with their side of it; one side per member and
 * partner is a unique key. When the partner started theirs at the same moment (PostgreSQL runs
 * both sends at once), this one's sides meet theirs: it is taken back and theirs is the one.
 */
export async function startConversation(db: Db, starterId: number, partnerId: number, at: string): Promise<number> {
  const { id } = await db.insertInto('conversations').values({ starter_id: starterId, partner_id: partnerId, created_at: at })
    .returning('id').executeTakeFirstOrThrow();
  // The lower member's side first in both members' sends: two members writing to each other at once
  // then wait for one another's first row instead of each holding the row the other waits for.
  const [low, high] = starterId < partnerId ? [starterId, partnerId] : [partnerId, starterId];
  const sides = await db.insertInto('chat_members').values([
    { conversation_id: id, member_id: low, partner_id: high, updated_at: at },
    { conversation_id: id, member_id: high, partner_id: low, updated_at: at },
  ]).onConflict((oc) => oc.columns(['member_id', 'partner_id']).doNothing()).returning('member_id').execute();
  if (sides.length === 2) return id;
  await db.deleteFrom('conversations').where('id', '=', id).execute();
  return (await chatSideWith(db, starterId, partnerId))!.conversation_id;
}

/** How many conversations the member started. */
export async function startedConversationCount(db: Db, memberId: number): Promise<number> {
  const row = await db.selectFrom('conversations').select((eb) => eb.fn.countAll<number>().as('n')).where('starter_id', '=', memberId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The member's side of a conversation; undefined when it is not theirs. */
export function chatSide(db: Db, memberId: number, conversationId: number) {
  return db.selectFrom('chat_members').selectAll().where('member_id', '=', memberId).where('conversation_id', '=', conversationId).executeTakeFirst();
}

const MESSAGE_COLUMNS = ['id', 'conversation_id', 'sender_id', 'kind', 'body', 'gift', 'photo_key', 'client_id', 'created_at', 'read_at', 'held', 'cost'] as const;

export type MessageRow = Awaited<ReturnType<typeof messageByClientId>> & object;

const byClientIdQuery = (db: Db, senderId: number, clientId: string) =>
  db.selectFrom('messages').where('sender_id', '=', senderId).where('client_id', '=', clientId);

/** A message the sender sent before under this id of theirs. */
export function messageByClientId(db: Db, senderId: number, clientId: string) {
  return byClientIdQuery(db, senderId, clientId).select(MESSAGE_COLUMNS).executeTakeFirst();
}

/** The id of messageByClientId's message, as a subquery of a larger read. */
export function messageIdByClientId(db: Db, senderId: number, clientId: string) {
  return byClientIdQuery(db, senderId, clientId).select('id');
}

export interface NewMessage {
  conversationId: number;
  senderId: number;
  clientId: string;
  kind: MessageKind;
  body: string;
  gift?: string;
  photoKey?: string;
  cost: number;
  held: boolean;
  at: string;
}

/** Stores the message; undefined when the sender stored one under its client id already (that one stays). */
export async function insertMessage(db: Db, message: NewMessage): Promise<MessageRow | undefined> {
  return db.insertInto('messages').values({
    conversation_id: message.conversationId, sender_id: message.senderId, client_id: message.clientId, kind: message.kind,
    body: message.body, gift: message.gift ?? null, photo_key: message.photoKey ?? null, cost: message.cost,
    held: message.held ? 1 : 0, created_at: message.at,
  }).onConflict((oc) => oc.columns(['sender_id', 'client_id']).where('client_id', 'is not', null).doNothing())
    .returning(MESSAGE_COLUMNS).executeTakeFirst();
}

/** A new message moves the conversation up these members' lists, and brings it back if they had removed it. */
export async function touchChat(db: Db, conversationId: number, memberIds: number[], at: string): Promise<void> {
  await db.updateTable('chat_members').set({ updated_at: at, removed: 0 })
    .where('conversation_id', '=', conversationId).where('member_id', 'in', memberIds).execute();
}

/** How many messages the member sent for free (docs/product/roles.md#conversations-and-messages: free members have a limited number), as a subquery. */
export function freeMessagesCount(db: Db, senderId: number) {
  // Written out, not bound: only then can the database use the partial index messages_free_text.
  return db.selectFrom('messages').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('sender_id', '=', senderId).where(sql<boolean>`cost = 0 and kind = 'text'`);
}

/** Messages the member sent for free. */
export async function freeMessagesSent(db: Db, senderId: number): Promise<number> {
  const row = await freeMessagesCount(db, senderId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** What a member sees of a conversation: after what they removed, and not a partner's held messages. */
const visibleTo = (memberId: number, clearedUpTo: number) => (eb: ExpressionBuilder<Database, 'messages'>) => eb.and([
  eb('messages.id', '>', clearedUpTo),
  eb.or([eb('messages.held', '=', 0), eb('messages.sender_id', '=', memberId)]),
]);

/**
 * The member's conversations not removed, newest first, each with its newest visible message and the
 * partner's messages not read yet: two queries, however many conversations the member has.
 */
export async function chatsOf(db: Db, memberId: number) {
  const sides = await db.selectFrom('chat_members as side').selectAll('side')
    .select((eb) => [
      eb.selectFrom('messages').select((m) => m.fn.max('messages.id').as('id'))
        .whereRef('messages.conversation_id', '=', 'side.conversation_id').whereRef('messages.id', '>', 'side.cleared_up_to')
        .where((m) => m.or([m('messages.held', '=', 0), m('messages.sender_id', '=', memberId)]))
        .as('last_id'),
      eb.selectFrom('messages').select((m) => m.fn.countAll<number>().as('n'))
        .whereRef('messages.conversation_id', '=', 'side.conversation_id')
        .whereRef('messages.id', '>', 'side.read_up_to').whereRef('messages.id', '>', 'side.cleared_up_to')
        .where('messages.sender_id', '!=', memberId).where('messages.held', '=', 0)
        .as('unread'),
    ])
    .where('side.member_id', '=', memberId).where('side.removed', '=', 0)
    .orderBy('side.updated_at', 'desc').execute();
  const lastIds = sides.flatMap((side) => (side.last_id === null ? [] : [Number(side.last_id)]));
  const lasts = lastIds.length ? await db.selectFrom('messages').select(MESSAGE_COLUMNS).where('id', 'in', lastIds).execute() : [];
  const byId = new Map(lasts.map((row) => [row.id, row]));
  return sides.map(({ last_id: lastId, unread, ...side }) => ({
    side, last: lastId === null ? undefined : byId.get(Number(lastId)), unread: Number(unread ?? 0),
  }));
}

/** A page of a conversation as the member sees it, newest first: before a message id, not before `since`. */
export function messagesPage(db: Db, memberId: number, side: { conversation_id: number; cleared_up_to: number }, beforeId: number | undefined, since: string, limit: number) {
  let query = db.selectFrom('messages').select(MESSAGE_COLUMNS).where('conversation_id', '=', side.conversation_id)
    .where(visibleTo(memberId, side.cleared_up_to)).where('created_at', '>=', since);
  if (beforeId !== undefined) query = query.where('id', '<', beforeId);
  return query.orderBy('id', 'desc').limit(limit).execute();
}

/** Whether the conversation holds messages older than `since` the member could otherwise see. */
export async function hasOlderThan(db: Db, memberId: number, side: { conversation_id: number; cleared_up_to: number }, since: string): Promise<boolean> {
  const row = await db.selectFrom('messages').select('id').where('conversation_id', '=', side.conversation_id)
    .where(visibleTo(memberId, side.cleared_up_to)).where('created_at', '<', since).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** The member has read the partner's messages up to this id. */
export async function markRead(db: Db, memberId: number, conversationId: number, upTo: number, at: string): Promise<void> {
  await db.updateTable('chat_members').set({ read_up_to: upTo })
    .where('member_id', '=', memberId).where('conversation_id', '=', conversationId).where('read_up_to', '<', upTo).execute();
  await db.updateTable('messages').set({ read_at: at })
    .where('conversation_id', '=', conversationId).where('sender_id', '!=', memberId).where('held', '=', 0)
    .where('id', '<=', upTo).where('read_at', 'is', null).execute();
}

/** The newest message of a conversation, held ones included. */
export async function newestMessageId(db: Db, conversationId: number): Promise<number> {
  const row = await db.selectFrom('messages').select((eb) => eb.fn.max('id').as('id')).where('conversation_id', '=', conversationId).executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** Removes the conversation from the member's list, and its history up to now from their view. */
export async function removeChat(db: Db, memberId: number, conversationId: number, upTo: number): Promise<void> {
  await db.updateTable('chat_members').set({ removed: 1, cleared_up_to: upTo, read_up_to: upTo })
    .where('member_id', '=', memberId).where('conversation_id', '=', conversationId).execute();
}

/** A conversation started at signup from a profile: its first message waits (held) until the sender confirms. */
export async function insertHeldFirstMessage(
  db: Db, message: { senderId: number; partnerId: number; body: string; at: string },
): Promise<void> {
  const conversationId = await startConversation(db, message.senderId, message.partnerId, message.at);
  await db.insertInto('messages')
    .values({ conversation_id: conversationId, sender_id: message.senderId, body: message.body, created_at: message.at, held: 1 })
    .execute();
}

/** Confirming the address releases the member's held messages. */
export async function releaseHeldMessages(db: Db, senderId: number): Promise<void> {
  await db.updateTable('messages').set({ held: 0 }).where('sender_id', '=', senderId).where('held', '=', 1).execute();
}

/**
 * Whether the member may see a photo sent in chat: they are in its conversation, have not removed it
 * from their view, it is not a partner's held message, and no block stands between the two.
 */
export async function messagePhotoSeenBy(db: Db, viewerId: number, photoKey: string): Promise<boolean> {
  const row = await db.selectFrom('messages')
    .innerJoin('chat_members as side', (join) => join.onRef('side.conversation_id', '=', 'messages.conversation_id').on('side.member_id', '=', viewerId))
    .select('messages.id')
    .where('messages.photo_key', '=', photoKey)
    .whereRef('messages.id', '>', 'side.cleared_up_to')
    .where((eb) => eb.or([eb('messages.held', '=', 0), eb('messages.sender_id', '=', viewerId)]))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('blocks').select('blocks.blocker_id').where((b) => b.or([
      b.and([b('blocks.blocker_id', '=', b.ref('side.member_id')), b('blocks.blocked_id', '=', b.ref('side.partner_id'))]),
      b.and([b('blocks.blocker_id', '=', b.ref('side.partner_id')), b('blocks.blocked_id', '=', b.ref('side.member_id'))]),
    ])))))
    .limit(1).executeTakeFirst();
  return row !== undefined;
}
