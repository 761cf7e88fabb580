import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MessagesResponse } from '../../../common/api/chat';
import {
  chatsByNewest, chatWith, conversationsBehind, forgetChat, forgetChats, historyState, messagesOf, storeArrivedMessage, storeChats,
  storeHistory, storePartner, storeRead,
} from '../../../src/db/chats';
import { AppDatabase } from '../../../src/db/database';
import { card, chat, message } from '../chat-fixtures';

/** The conversations and messages on the device, as the poller, the live channel and the chat screens write them. */

let database: AppDatabase;
beforeEach(() => {
  database = new AppDatabase(`chats-${Math.random()}`);
});
afterEach(() => database.delete());

const page = (ids: number[], more = false, hidden = false): MessagesResponse => ({
  conversation: 1, profile: card(2), messages: ids.map((id) => message(id, 1)), has_more: more, older_hidden: hidden, free_messages_left: 0,
});

describe('the stored chats', () => {
  it('lists conversations newest first and finds one by its member', async () => {
    await storeChats(database, { chats: [chat(1, 2, 0, message(5, 1)), chat(3, 4, 2, message(8, 3))] });
    expect((await chatsByNewest(database)).map((c) => c.conversation)).toEqual([3, 1]);
    expect((await chatWith(database, 4))?.conversation).toBe(3);
    expect(await chatWith(database, 9)).toBeUndefined();
    // A new answer replaces the list: a conversation removed elsewhere goes.
    await storeChats(database, { chats: [chat(3, 4, 0, message(8, 3))] });
    expect((await chatsByNewest(database)).map((c) => c.conversation)).toEqual([3]);
  });

  it('keeps a conversation\'s newest page in place of what was there, and adds older pages above it', async () => {
    await database.messages.put(message(3, 1, { body: 'removed meanwhile' }));
    await storeHistory(database, page([10, 11, 12], true), false);
    expect((await messagesOf(database, 1)).map((m) => m.id)).toEqual([10, 11, 12]);
    expect(await historyState(database, 1)).toEqual({ hasMore: true, olderHidden: false, newest: 12 });
    await storeHistory(database, page([7, 8, 9], false, true), true);
    expect((await messagesOf(database, 1)).map((m) => m.id)).toEqual([7, 8, 9, 10, 11, 12]);
    expect(await historyState(database, 1)).toEqual({ hasMore: false, olderHidden: true, newest: 12 });
  });

  it('joins a newer newest page to the stored history when it reaches back into it, and starts again when it does not', async () => {
    await storeHistory(database, page([10, 11, 12], true), false);
    await storeHistory(database, page([7, 8, 9], true), true);
    // 11 was hidden meanwhile; 13 and 14 are new.
    await storeHistory(database, page([10, 12, 13, 14], true), false);
    expect((await messagesOf(database, 1)).map((m) => m.id)).toEqual([7, 8, 9, 10, 12, 13, 14]);
    expect(await historyState(database, 1)).toEqual({ hasMore: true, olderHidden: false, newest: 14 });
    // A page after a gap: what was stored before it may miss messages in between, so it goes.
    await storeHistory(database, page([20, 21], true), false);
    expect((await messagesOf(database, 1)).map((m) => m.id)).toEqual([20, 21]);
    expect(await historyState(database, 1)).toEqual({ hasMore: true, olderHidden: false, newest: 21 });
  });

  it('says which recent conversations lack their newest message, and keeps a history whole as messages arrive live', async () => {
    await storeChats(database, { chats: [chat(1, 2, 0, message(5, 1)), chat(3, 4, 0, message(8, 3))] });
    expect(await conversationsBehind(database, 10)).toEqual([3, 1]);
    expect(await conversationsBehind(database, 1)).toEqual([3]);
    await storeHistory(database, page([4, 5]), false);
    expect(await conversationsBehind(database, 10)).toEqual([3]);
    await storeArrivedMessage(database, message(9, 1));
    expect(await conversationsBehind(database, 10)).toEqual([3]);
    // The list says more came than arrived here (the app was closed): behind again.
    await storeChats(database, { chats: [chat(1, 2, 1, message(12, 1)), chat(3, 4, 0, message(8, 3))] });
    expect(await conversationsBehind(database, 10)).toEqual([1, 3]);
  });

  it('forgets every conversation and what is kept of them once nobody is logged in', async () => {
    await storeChats(database, { chats: [chat(1, 2, 0, message(5, 1))] });
    await storeHistory(database, page([4, 5]), false);
    await storePartner(database, 1, card(2));
    await database.keyValue.put({ key: 'search-filters', value: { age: [18, 30] } });
    await forgetChats(database);
    expect(await database.chats.count()).toBe(0);
    expect(await database.messages.count()).toBe(0);
    expect((await database.keyValue.toArray()).map((row) => row.key)).toEqual(['search-filters']);
  });

  it('counts a partner\'s message that arrives once, however often it comes, and says when its conversation is new', async () => {
    await storeChats(database, { chats: [chat(1, 2, 0, message(5, 1))] });
    expect(await storeArrivedMessage(database, message(6, 1))).toBe(true);
    expect(await storeArrivedMessage(database, message(6, 1))).toBe(true);
    expect(await storeArrivedMessage(database, message(7, 1, { from_me: true }))).toBe(true);
    const stored = await database.chats.get(1);
    expect(stored?.num_unread_messages).toBe(1);
    expect(stored?.last_message?.id).toBe(7);
    expect(await storeArrivedMessage(database, message(8, 9))).toBe(false);
  });

  it('marks the member\'s messages read up to the partner\'s mark, or the conversation read by the member', async () => {
    const mine = message(5, 1, { from_me: true });
    await storeChats(database, { chats: [chat(1, 2, 2, mine)] });
    await database.messages.bulkPut([message(4, 1, { from_me: true }), message(6, 1, { from_me: true }), message(3, 1)]);
    await storeRead(database, { conversation: 1, upTo: 5, byMe: false });
    expect((await messagesOf(database, 1)).map((m) => `${m.id}:${m.state}`)).toEqual(['3:delivered', '4:read', '5:read', '6:delivered']);
    expect((await database.chats.get(1))?.last_message?.state).toBe('read');
    await storeRead(database, { conversation: 1, upTo: 6, byMe: true });
    expect((await database.chats.get(1))?.num_unread_messages).toBe(0);
  });

  it('forgets a removed conversation with its messages', async () => {
    await storeChats(database, { chats: [chat(1, 2, 0, message(5, 1))] });
    await storeHistory(database, page([4, 5]), false);
    await forgetChat(database, 1);
    expect(await database.chats.count()).toBe(0);
    expect(await messagesOf(database, 1)).toEqual([]);
  });
});
