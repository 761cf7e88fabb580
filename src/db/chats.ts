import type { Chat, ChatMessage, ChatsResponse, MessagesResponse } from '../../common/api/chat';
import type { ProfileCard } from '../../common/api/profiles';
import type { AppDatabase } from './database';
import { readValue, writeValue } from './key-value';

/**
 * The member's conversations and their messages, as the chat screens, the badges and the title read
 * them. The poller (with the live channel) and the chat atoms write them here, and nowhere else.
 */

/** What is known of a conversation's history beyond its stored messages. */
export interface HistoryState {
  /** Older messages can still be fetched. */
  hasMore: boolean;
  /** Messages older than the history window exist and are not shown (docs/product/errors.md#chat-and-messages). */
  olderHidden: boolean;
  /**
   * The newest message of the stored history, which holds every message from its oldest one up to
   * this; 0 before the conversation was fetched. A newer last message in the list means it is behind.
   */
  newest: number;
}

const NO_HISTORY: HistoryState = { hasMore: false, olderHidden: false, newest: 0 };

const historyKey = (conversation: number) => `history:${conversation}`;
const TYPING_KEY = 'typing';
/** docs/product/data.md#counts-and-last-opened-chat: last_chat_opened_profile and last_chat_opened_date. */
export const LAST_CHAT_OPENED_KEY = 'last-chat-opened';
/** How long "is typing" shows after the partner's last keystroke event. */
export const TYPING_SHOWN_MS = 5_000;

/** Stores the answer of GET /api/chats.php in place of the list stored before; messages stay. */
export async function storeChats(database: AppDatabase, answer: ChatsResponse): Promise<void> {
  await database.transaction('rw', database.chats, database.messages, async () => {
    await database.chats.clear();
    await database.chats.bulkPut(answer.chats);
    // The newest message of each conversation belongs to its history too.
    await database.messages.bulkPut(answer.chats.flatMap((chat) => (chat.last_message ? [chat.last_message] : [])));
  });
}

/**
 * Stores a page of a conversation's history; an older page is added above what is stored. The
 * newest page replaces the messages of its span (those removed or hidden meanwhile go), and keeps the
 * older ones stored only when it reaches back into the stored history: otherwise messages may be
 * missing between the two, and the older ones go too, to be fetched again on scrolling up.
 */
export async function storeHistory(database: AppDatabase, answer: MessagesResponse, older: boolean): Promise<void> {
  await storeFreeMessagesLeft(database, answer.free_messages_left);
  const conversation = answer.conversation;
  if (conversation === null) return;
  await database.transaction('rw', database.messages, database.keyValue, async () => {
    const stored = await historyState(database, conversation);
    if (older) {
      await database.messages.bulkPut(answer.messages);
      await writeValue(database, historyKey(conversation), { ...stored, hasMore: answer.has_more, olderHidden: answer.older_hidden });
      return;
    }
    const ids = answer.messages.map((message) => message.id);
    const oldest = ids[0] ?? Number.MAX_SAFE_INTEGER;
    const joins = stored.newest > 0 && oldest <= stored.newest;
    // Up to the page's newest only: a message that arrived live since the page was fetched stays.
    const span = database.messages.where('[conversation+id]').between([conversation, joins ? oldest : 0], [conversation, ids.at(-1) ?? Number.MAX_SAFE_INTEGER], true, true);
    await span.filter((message) => !ids.includes(message.id)).delete();
    await database.messages.bulkPut(answer.messages);
    const olderKept = joins && (await database.messages.where('[conversation+id]').between([conversation, 0], [conversation, oldest]).count()) > 0;
    const history: HistoryState = {
      hasMore: olderKept ? stored.hasMore : answer.has_more, olderHidden: answer.older_hidden, newest: ids.at(-1) ?? stored.newest,
    };
    await writeValue(database, historyKey(conversation), history);
  });
}

/** The most recent conversations (up to `limit`) whose stored history lacks their newest message. */
export async function conversationsBehind(database: AppDatabase, limit: number): Promise<number[]> {
  const recent = await database.chats.orderBy('updated_at').reverse().limit(limit).toArray();
  const behind: number[] = [];
  for (const chat of recent) {
    if ((chat.last_message?.id ?? 0) > (await historyState(database, chat.conversation)).newest) behind.push(chat.conversation);
  }
  return behind;
}

const FREE_MESSAGES_KEY = 'free-messages-left';

/** The free messages the member has left, as the server last said (a conversation opened, a message sent). */
export async function storeFreeMessagesLeft(database: AppDatabase, left: number): Promise<void> {
  await writeValue(database, FREE_MESSAGES_KEY, left);
}

export async function freeMessagesLeftStored(database: AppDatabase): Promise<number> {
  return (await readValue<number>(database, FREE_MESSAGES_KEY)) ?? 0;
}

export async function historyState(database: AppDatabase, conversation: number): Promise<HistoryState> {
  return { ...NO_HISTORY, ...(await readValue<Partial<HistoryState>>(database, historyKey(conversation))) };
}

/** A conversation's stored messages, oldest first. */
export function messagesOf(database: AppDatabase, conversation: number): Promise<ChatMessage[]> {
  return database.messages.where('[conversation+id]').between([conversation, 0], [conversation, Number.MAX_SAFE_INTEGER]).toArray();
}

/** The conversation with a member, if the list holds one. */
export async function chatWith(database: AppDatabase, profileId: number): Promise<Chat | undefined> {
  return database.chats.where('profile.id').equals(profileId).first();
}

export function chatsByNewest(database: AppDatabase): Promise<Chat[]> {
  return database.chats.orderBy('updated_at').reverse().toArray();
}

/**
 * A message that arrived live (or was just sent): stored, and its conversation moved up with it, one
 * more unread when it is the partner's. Answers false when the conversation is not in the list yet:
 * the caller fetches the list, which brings its card.
 */
export async function storeArrivedMessage(database: AppDatabase, message: ChatMessage): Promise<boolean> {
  return database.transaction('rw', database.chats, database.messages, database.keyValue, async () => {
    const known = (await database.messages.get(message.id)) !== undefined;
    await database.messages.put(message);
    const chat = await database.chats.get(message.conversation);
    if (!chat) return false;
    if (known) return true;
    // A history that held everything up to now holds this one too: no need to fetch it again.
    const history = await historyState(database, chat.conversation);
    if (history.newest > 0 && history.newest === chat.last_message?.id) {
      await writeValue(database, historyKey(chat.conversation), { ...history, newest: message.id });
    }
    await database.chats.put({
      ...chat,
      last_message: message,
      updated_at: message.created_at,
      num_unread_messages: chat.num_unread_messages + (message.from_me ? 0 : 1),
    });
    return true;
  });
}

/**
 * Someone read a conversation: the member (on this or another device), so nothing in it is unread;
 * or the partner, so the member's messages up to that one show as read.
 */
export async function storeRead(database: AppDatabase, read: { conversation: number; upTo: number; byMe: boolean }): Promise<void> {
  await database.transaction('rw', database.chats, database.messages, async () => {
    if (read.byMe) {
      await database.chats.update(read.conversation, { num_unread_messages: 0 });
      return;
    }
    await database.messages.where('[conversation+id]').between([read.conversation, 0], [read.conversation, read.upTo], true, true)
      .modify((message) => {
        if (message.from_me && message.state === 'delivered') message.state = 'read';
      });
    const chat = await database.chats.get(read.conversation);
    if (chat?.last_message?.from_me && chat.last_message.id <= read.upTo && chat.last_message.state === 'delivered') {
      await database.chats.update(read.conversation, { last_message: { ...chat.last_message, state: 'read' } });
    }
  });
}

/** The conversation left the member's list (docs/product/states.md#removing-a-conversation): at once on this device, with its messages. */
export async function forgetChat(database: AppDatabase, conversation: number): Promise<void> {
  await database.transaction('rw', database.chats, database.messages, database.keyValue, async () => {
    await database.chats.delete(conversation);
    await database.messages.where('[conversation+id]').between([conversation, 0], [conversation, Number.MAX_SAFE_INTEGER]).delete();
    await database.keyValue.delete(historyKey(conversation));
  });
}

/** Every conversation with a member leaves the list (removal by profile, a block). */
export async function forgetChatsWith(database: AppDatabase, profileId: number): Promise<void> {
  const chats = await database.chats.where('profile.id').equals(profileId).toArray();
  for (const chat of chats) await forgetChat(database, chat.conversation);
}

/** docs/product/data.md#counts-and-last-opened-chat: which profile's conversation was opened last, and when. */
export async function rememberChatOpened(database: AppDatabase, profileId: number, at: Date): Promise<void> {
  await writeValue(database, LAST_CHAT_OPENED_KEY, { profile: profileId, date: at.toISOString() });
}

/** The partner is writing: shown until TYPING_SHOWN_MS after this. */
export async function storeTyping(database: AppDatabase, conversation: number, at: number): Promise<void> {
  await database.transaction('rw', database.keyValue, async () => {
    const typing = (await readValue<Record<string, number>>(database, TYPING_KEY)) ?? {};
    await writeValue(database, TYPING_KEY, { ...typing, [conversation]: at });
  });
}

/** When the partner last typed in the conversation (0: not lately). */
export async function typingAt(database: AppDatabase, conversation: number): Promise<number> {
  return (await readValue<Record<string, number>>(database, TYPING_KEY))?.[conversation] ?? 0;
}

/** Nobody is logged in: no conversation, message or unsent message of a member is kept. */
export async function forgetChats(database: AppDatabase): Promise<void> {
  await database.transaction('rw', database.chats, database.messages, database.outbox, database.keyValue, async () => {
    await Promise.all([database.chats.clear(), database.messages.clear(), database.outbox.clear()]);
    await database.keyValue.filter(({ key }) => isChatKey(key)).delete();
  });
}

/** The chat state kept in keyValue: histories, partners, typing, the free messages left, the last chat opened. */
const isChatKey = (key: string) =>
  key.startsWith('history:') || key.startsWith('chat-partner') || [TYPING_KEY, LAST_CHAT_OPENED_KEY, FREE_MESSAGES_KEY].includes(key);

/** Who a conversation is with, as the conversation screen shows them; a conversation may not exist yet (null). */
export interface ChatPartner {
  conversation: number | null;
  profile: ProfileCard;
}

const partnerKey = (profileId: number) => `chat-partner:${profileId}`;
const partnerOfConversationKey = (conversation: number) => `chat-partner-of:${conversation}`;

/** Keeps the partner's card of an opened conversation, found by the member or by the conversation. */
export async function storePartner(database: AppDatabase, conversation: number | null, profile: ProfileCard): Promise<void> {
  await database.transaction('rw', database.keyValue, async () => {
    await writeValue(database, partnerKey(profile.id), { conversation, profile } satisfies ChatPartner);
    if (conversation !== null) await writeValue(database, partnerOfConversationKey(conversation), profile.id);
  });
}

/** The conversation with a member: from the list when it is there (it moves live), else as last opened. */
export async function partnerOf(database: AppDatabase, profileId: number): Promise<ChatPartner | undefined> {
  const listed = await chatWith(database, profileId);
  if (listed) return { conversation: listed.conversation, profile: listed.profile };
  return readValue<ChatPartner>(database, partnerKey(profileId));
}

/** The member a conversation is with; null when this device does not know it. */
export async function partnerIdOf(database: AppDatabase, conversation: number): Promise<number | null> {
  const listed = (await database.chats.get(conversation))?.profile.id;
  return listed ?? (await readValue<number>(database, partnerOfConversationKey(conversation))) ?? null;
}
