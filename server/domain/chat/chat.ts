import type {
  ChatMessage, ChatPhotoSource, ChatsResponse, MessagesQuery, MessagesResponse, RemoveChat, SendMessage, SendMessageResponse,
} from '../../../common/api/chat';
import type { ProfileCard } from '../../../common/api/profiles';
import { FREE_CONVERSATIONS } from '../../../common/constants';
import type { GiftId } from '../../../common/gifts';
import { freeMessagesLeft, messageCost } from '../../../common/rules/chat';
import { hasUnsafeCharacters } from '../../../common/rules/text';
import type { Config } from '../../config/config';
import { anyDueNow } from '../../adapters/jobs';
import { messageNotices } from '../notifications/announce';
import { blockBetween } from '../../db/blocks';
import type { Db } from '../../db/database';
import { inGroupCommit } from '../../db/group-commit';
import {
  chatSide, chatSideWith, chatsOf, freeMessagesSent, hasOlderThan, insertMessage, markRead, messageByClientId,
  messagesPage, newestMessageId, removeChat, startConversation, startedConversationCount, touchChat, type MessageRow,
} from '../../db/chat';
import { ownedPhoto } from '../../db/photos';
import { cardsOf, shownMember } from '../../db/profiles';
import { sendFacts } from '../../db/send-facts';
import { chatMember, lockedChatMember, unconfirmedMember } from '../../db/users';
import { acrossBlocks, refuseAcrossBlock, refuseBlock } from '../likes/blocks';
import { toCard } from '../profiles/cards';
import { spendCredits } from '../payments/credits';
import { photoFilesStored, photoUrls } from '../profiles/photo-sizes';
import { ProblemError } from '../problems';
import type { Deps } from '../deps';

/**
 * Chat (docs/product/states.md#chat, docs/product/roles.md): one conversation per pair of members, started by the first message. A
 * message is stored and paid for in one transaction, once per `client_id` of its sender, however
 * often it is sent. Nothing crosses a block; an unconfirmed member's messages wait (held) until they
 * confirm, and nobody can write to an unconfirmed member.
 */

export type ChatContext = Pick<Deps, 'db' | 'config' | 'bus' | 'storage' | 'jobs'>;

/** The ledger's reason for what a message of each kind cost. */
const SPEND_REASONS = { text: 'message', image: 'photo', gift: 'gift' } as const;

/** Messages a page of history holds. */
export const MESSAGES_PAGE = 30;

function toMessage(config: Config, row: MessageRow, viewerId: number): ChatMessage {
  const fromMe = row.sender_id === viewerId;
  return {
    id: row.id,
    // The sender's own id is theirs: the other member never sees it.
    client_id: fromMe ? row.client_id : null,
    conversation: row.conversation_id,
    from_me: fromMe,
    kind: row.kind,
    body: row.body,
    gift: row.kind === 'gift' ? (row.gift as GiftId) : null,
    photo: row.photo_key === null ? null : photoUrls(config, row.photo_key),
    created_at: row.created_at,
    state: row.held === 1 ? 'held' : row.read_at ? 'read' : 'delivered',
  };
}

/** The file of a photo message: the sender's own chat upload, or one of their profile photos. */
async function photoKeyOf(ctx: ChatContext, senderId: number, source: ChatPhotoSource): Promise<string> {
  if ('own' in source) {
    const photo = await ownedPhoto(ctx.db, senderId, source.own);
    if (!photo) throw new ProblemError('photo_unknown');
    return photo.file_key;
  }
  // Uploads are named for their uploader: nobody sends someone else's.
  if (!source.upload.startsWith(`c${senderId}-`) || !(await photoFilesStored(ctx.storage, source.upload))) throw new ProblemError('photo_unknown');
  return source.upload;
}

export async function sendMessage(ctx: ChatContext, senderId: number, input: SendMessage, now: Date): Promise<SendMessageResponse> {
  const { db, config } = ctx;
  const body = input.body.trim();
  // A photo or a gift may come without words.
  if (body.length === 0 && input.kind === 'text') throw new ProblemError('message_empty');
  if (body.length > config.costs.messageLength) throw new ProblemError('message_too_long', { max: config.costs.messageLength });
  if (hasUnsafeCharacters(body, { lines: true })) throw new ProblemError('invalid_characters', { field: 'body' });
  if (input.to === senderId) throw new ProblemError('message_self');

  // The photo's file is looked up before the write transaction, which holds the database meanwhile;
  // a refusal counts only for a new message (a repeat answers the first one whatever became of it).
  const photo = input.kind === 'image' ? await photoKeyOf(ctx, senderId, input.photo).catch((error: unknown) => ({ error })) : undefined;

  // Sends that arrive together share one COMMIT (see group-commit.ts): the send is the hot write.
  const outcome = await inGroupCommit(db, async (trx) => {
    // One send of a member at a time (on PostgreSQL sends run side by side): the free messages and
    // conversations counted below stay true until this one commits.
    const sender = await lockedChatMember(trx, senderId);
    if (!sender) throw new ProblemError('authentication_required');
    const facts = await sendFacts(trx, senderId, input.to, input.client_id);
    const paid = sender.paid_user === 1;
    // Only a free member's messages may be free: premium members' count does not matter.
    const freeSent = paid ? 0 : facts.freeSent;
    const freeLeft = (sent: number) => freeMessagesLeft(paid, sent, config.chat.freeMessages);
    const firstAnswer = async () => ({
      row: (await messageByClientId(trx, senderId, input.client_id))!, credits: sender.credits, freeLeft: freeLeft(freeSent), partnerId: undefined, pushDue: false,
    });
    // The same send again (a retry, the outbox, a second tab): the first answer, nothing spent twice.
    if (facts.repeated) return firstAnswer();
    if (typeof photo === 'object') throw photo.error;

    const { partner } = facts;
    if (!partner) {
      // Someone who wrote before confirming their address cannot be answered yet (docs/product/roles.md#members-with-an-unconfirmed-address): say why,
      // to the member they wrote to only (to anyone else they are not there).
      const waiting = await unconfirmedMember(trx, input.to);
      const wroteToSender = waiting && (await chatSideWith(trx, senderId, waiting.id)) !== undefined;
      throw wroteToSender ? new ProblemError('partner_unconfirmed', { name: waiting.name }) : new ProblemError('profile_unknown');
    }
    refuseBlock(facts.blockerId, partner);

    let { conversationId } = facts;
    const at = now.toISOString();
    if (conversationId === undefined) {
      if (!paid && (await startedConversationCount(trx, senderId)) >= FREE_CONVERSATIONS) {
        throw new ProblemError('conversation_limit', { limit: FREE_CONVERSATIONS });
      }
      conversationId = await startConversation(trx, senderId, partner.id, at);
    }
    const cost = messageCost(input, config.costs, { paidUser: paid, freeSent, freeMessages: config.chat.freeMessages });
    const held = sender.status === 'not_confirmed';
    const row = await insertMessage(trx, {
      conversationId, senderId, clientId: input.client_id, kind: input.kind, body, cost, held, at,
      gift: input.kind === 'gift' ? input.gift : undefined,
      photoKey: photo,
    });
    // The unique key answers a repeat too, however it got past the check above: the first answer.
    if (!row) return firstAnswer();
    let credits = sender.credits;
    if (cost > 0) {
      try {
        credits = (await spendCredits(trx, { userId: senderId, amount: cost, reason: SPEND_REASONS[input.kind], reference: `message:${row.id}`, key: `message:${row.id}`, now })).balance;
      } catch (error) {
        if (error instanceof ProblemError && error.code === 'not_enough_credits') throw new ProblemError('message_not_enough_credits', { credits: cost });
        throw error;
      }
    }
    // Held until the sender confirms: the partner's list does not move yet, nor is the partner told.
    await touchChat(trx, conversationId, held ? [senderId] : [senderId, partner.id], at);
    // With the message, in its commit: no message without its notices, and no commit of their own.
    const notices = held ? [] : messageNotices(partner.id, row.id, now, facts.partnerTakesPushes);
    await ctx.jobs.enqueueIn(trx, notices);
    // Told only of a new message it can see: not of a repeat, nor of one held.
    return {
      row, credits, freeLeft: freeLeft(freeSent + (cost === 0 ? 1 : 0)), partnerId: held ? undefined : partner.id, pushDue: anyDueNow(notices, now),
    };
  });

  const { row, partnerId, credits } = outcome;
  const message = toMessage(config, row, senderId);
  if (partnerId !== undefined) {
    const conversationId = row.conversation_id;
    // Each member sees the message as theirs to see it: the sender's other apps too, and their balance.
    await ctx.bus.publish({ memberId: partnerId, type: 'message', payload: { conversationId, senderId, message: toMessage(config, row, partnerId) } });
    await ctx.bus.publish({ memberId: senderId, type: 'message', payload: { conversationId, senderId, message } });
    if (row.cost > 0) await ctx.bus.publish({ memberId: senderId, type: 'credits', payload: { balance: credits } });
  }
  // A push is due now; the mail waits for its batch, and its worker need not look for it now (at
  // hundreds of sends a second, a look per send was as many claims of PostgreSQL's).
  if (outcome.pushDue) ctx.jobs.wake();
  return { message, credits, free_messages_left: outcome.freeLeft };
}

/** GET /api/chats.php: the member's conversations, newest first; none across a block, none with nothing to show yet. */
export async function memberChats(db: Db, config: Config, memberId: number, now: Date): Promise<ChatsResponse> {
  const [chats, blocked] = await Promise.all([chatsOf(db, memberId), acrossBlocks(db, memberId)]);
  const excluded = new Set(blocked);
  const open = chats.filter(({ side, last }) => last !== undefined && !excluded.has(side.partner_id));
  const cards = await cardsByIdOf(db, config, open.map(({ side }) => side.partner_id), now);
  return {
    chats: open.flatMap(({ side, last, unread }) => {
      const profile = cards.get(side.partner_id);
      return profile ? [{
        conversation: side.conversation_id, profile, num_unread_messages: unread, last_message: toMessage(config, last!, memberId), updated_at: side.updated_at,
      }] : [];
    }),
  };
}

async function cardsByIdOf(db: Db, config: Config, ids: number[], now: Date): Promise<Map<number, ProfileCard>> {
  const rows = await cardsOf(db, ids);
  return new Map(rows.map((row) => [row.id, toCard(config, row, now)]));
}

/**
 * GET /api/messages.php: a conversation's history as the member sees it, a page at a time, oldest
 * first. Messages older than the history window (CHAT_HISTORY_DAYS) are not shown, and the answer
 * says they exist (docs/product/errors.md#chat-and-messages).
 */
export async function conversationMessages(db: Db, config: Config, memberId: number, query: MessagesQuery, now: Date): Promise<MessagesResponse> {
  // By profile there may be no conversation yet; by id it must be the member's own.
  const side = 'conversation' in query ? await ownSide(db, memberId, query.conversation) : await chatSideWith(db, memberId, query.profile);
  const partnerId = side?.partner_id ?? ('profile' in query ? query.profile : 0);
  const partner = await shownMember(db, partnerId);
  if (partner) await refuseAcrossBlock(db, memberId, partner);
  // A partner who left: the conversation stays readable, but not across a block.
  else if (!side) throw new ProblemError('profile_unknown');
  else if (await blockBetween(db, memberId, partnerId)) throw new ProblemError('conversation_unknown');
  const [cardRow] = await cardsOf(db, [partnerId]);
  if (!cardRow) throw new ProblemError('profile_unknown');
  const profile = toCard(config, cardRow, now);
  const freeLeft = await freeMessagesLeftOf(db, config, memberId);
  if (!side) return { conversation: null, profile, messages: [], has_more: false, older_hidden: false, free_messages_left: freeLeft };

  const since = new Date(now.getTime() - config.chat.historyDays * 86_400_000).toISOString();
  const before = 'before' in query ? query.before : undefined;
  const rows = await messagesPage(db, memberId, side, before, since, MESSAGES_PAGE + 1);
  const page = rows.slice(0, MESSAGES_PAGE);
  return {
    conversation: side.conversation_id,
    profile,
    messages: page.reverse().map((row) => toMessage(config, row, memberId)),
    has_more: rows.length > MESSAGES_PAGE,
    older_hidden: rows.length <= MESSAGES_PAGE && (await hasOlderThan(db, memberId, side, since)),
    free_messages_left: freeLeft,
  };
}

async function freeMessagesLeftOf(db: Db, config: Config, memberId: number): Promise<number> {
  const member = await chatMember(db, memberId);
  const paid = member?.paid_user === 1;
  return freeMessagesLeft(paid, paid ? 0 : await freeMessagesSent(db, memberId), config.chat.freeMessages);
}

/** The member's side of a conversation; someone else's conversation is unknown to them. */
async function ownSide(db: Db, memberId: number, conversationId: number) {
  const side = await chatSide(db, memberId, conversationId);
  if (!side) throw new ProblemError('conversation_unknown');
  return side;
}

/** PUT /api/chat.php: the member read the conversation up to a message; the sender hears of it. */
export async function readConversation(ctx: ChatContext, memberId: number, conversationId: number, upTo: number, now: Date): Promise<void> {
  const side = await ownSide(ctx.db, memberId, conversationId);
  // Read marks are news for the other member: none cross a block.
  if (await blockBetween(ctx.db, memberId, side.partner_id)) throw new ProblemError('conversation_unknown');
  await markRead(ctx.db, memberId, conversationId, upTo, now.toISOString());
  const payload = { conversationId, readerId: memberId, upToMessageId: upTo };
  // The partner's messages show as read; the member's other apps count the conversation as read.
  await ctx.bus.publish({ memberId: side.partner_id, type: 'read', payload });
  await ctx.bus.publish({ memberId, type: 'read', payload });
}

/**
 * The member is writing in a conversation (from the live channel): the partner hears of it, unless
 * the conversation is not the member's, a block stands between them, or the member's own messages
 * are still held. Nothing is answered either way.
 */
export async function announceTyping(ctx: ChatContext, memberId: number, conversationId: number): Promise<void> {
  const side = await chatSide(ctx.db, memberId, conversationId);
  if (!side || (await blockBetween(ctx.db, memberId, side.partner_id))) return;
  if ((await chatMember(ctx.db, memberId))?.status !== 'active') return;
  await ctx.bus.publish({ memberId: side.partner_id, type: 'typing', payload: { conversationId, senderId: memberId } });
}

/** DELETE /api/chat.php: the conversation leaves the member's list with its history; the other member keeps theirs. */
export async function removeConversation(db: Db, memberId: number, target: RemoveChat): Promise<void> {
  const conversationId = 'conversation' in target ? target.conversation : (await chatSideWith(db, memberId, target.profile))?.conversation_id;
  // Removing by profile with no conversation there removes nothing, as asked.
  if (conversationId === undefined) return;
  await ownSide(db, memberId, conversationId);
  await removeChat(db, memberId, conversationId, await newestMessageId(db, conversationId));
}
