import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatsResponse, MessagesResponse } from '../../../common/api/chat';
import type { LikesResponse } from '../../../common/api/likes';
import { LIVE_CLOSE_SESSION_ENDED, type LiveEvent } from '../../../common/api/live';
import type { User } from '../../../common/api/user';
import { messagesOf, typingAt } from '../../../src/db/chats';
import { AppDatabase } from '../../../src/db/database';
import { readValue } from '../../../src/db/key-value';
import { announcedLike, likesByType } from '../../../src/db/likes';
import type { SocketLike } from '../../../src/workers/poller/live-socket';
import { createPoller, OFFLINE_CONVERSATIONS, type Poller } from '../../../src/workers/poller/poller';
import { card, chat, message, queued } from '../chat-fixtures';

/** One poll's work and the live channel, as the poller worker does them. */

let database: AppDatabase;
let poller: Poller;
const NO_LIKES: LikesResponse = { profiles: [], likes: [], liked_by: [] };
const NO_CHATS: ChatsResponse = { chats: [] };
const member = { email: 'eva@example.test' } as User;
const fetchUser = vi.fn(async (): Promise<User | null> => null);
const fetchLikes = vi.fn(async (): Promise<LikesResponse> => NO_LIKES);
const fetchChats = vi.fn(async (): Promise<ChatsResponse> => NO_CHATS);
const setBadge = vi.fn(async (_count: number) => {});
/** The newest page of any conversation: its messages 8 and 9. */
const newestPage = async ({ conversation }: { conversation: number }): Promise<MessagesResponse> => ({
  conversation, profile: card(2), messages: [message(8, conversation), message(9, conversation)], has_more: false, older_hidden: false, free_messages_left: 0,
});
const fetchConversation = vi.fn(newestPage);

/** The server's end of each socket the poller opens. */
class FakeSocket implements SocketLike {
  readyState: SocketLike['readyState'] = 0;
  sent: unknown[] = [];
  closed = false;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
  }
  accept() {
    this.readyState = 1;
    this.onopen?.call(this as unknown as WebSocket, new Event('open'));
  }
  deliver(event: LiveEvent) {
    this.onmessage?.call(this as unknown as WebSocket, { data: JSON.stringify(event) } as MessageEvent);
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.call(this as unknown as WebSocket, { code } as CloseEvent);
  }
}
let sockets: FakeSocket[];

beforeEach(() => {
  database = new AppDatabase(`poller-${Math.random()}`);
  fetchUser.mockReset().mockResolvedValue(null);
  fetchLikes.mockReset().mockResolvedValue(NO_LIKES);
  fetchChats.mockReset().mockResolvedValue(NO_CHATS);
  setBadge.mockReset().mockResolvedValue(undefined);
  fetchConversation.mockReset().mockImplementation(newestPage);
  sockets = [];
  const openSocket = () => {
    const socket = new FakeSocket();
    sockets.push(socket);
    return socket;
  };
  poller = createPoller({ database, fetchUser, fetchChats, fetchLikes, fetchConversation, setBadge, openSocket });
});
afterEach(async () => {
  poller.setMember(null);
  vi.useRealTimers();
  await database.delete();
});

describe('a poll', () => {
  it('writes the user and the chats to Dexie, answers the user, and sets the badge from unread messages plus new likes', async () => {
    fetchUser.mockResolvedValue(member);
    fetchChats.mockResolvedValue({ chats: [chat(1, 2, 3, message(9, 1))] });
    fetchLikes.mockResolvedValue({ profiles: [card(4)], likes: [], liked_by: [{ id: 4, created_at: '2026-11-21T10:00:00Z', like_new: true }] });
    expect(await poller.poll()).toEqual(member);
    expect(await readValue(database, 'user')).toEqual(member);
    expect((await database.chats.get(1))?.num_unread_messages).toBe(3);
    expect(setBadge).toHaveBeenLastCalledWith(4);
  });

  it('keeps the newest messages of recent conversations for offline, fetched again only when something came', async () => {
    fetchUser.mockResolvedValue(member);
    const recent = Array.from({ length: OFFLINE_CONVERSATIONS }, (_, i) => chat(i + 2, i + 20, 0, message(9, i + 2, { created_at: `2026-11-22T10:00:${10 + i}.000Z` })));
    fetchChats.mockResolvedValue({ chats: [chat(1, 2, 0, message(9, 1)), ...recent] });
    await poller.poll();
    // The oldest conversation is beyond the ten kept.
    expect(fetchConversation.mock.calls.map(([query]) => query.conversation).sort((a, b) => a - b)).toEqual(recent.map((c) => c.conversation));
    expect((await messagesOf(database, 2)).map((m) => m.id)).toEqual([8, 9]);
    fetchConversation.mockClear();
    await poller.poll();
    expect(fetchConversation).not.toHaveBeenCalled();
    // A message came while the app was closed: the list says so, and that conversation is fetched.
    fetchChats.mockResolvedValue({ chats: [chat(1, 2, 0, message(9, 1)), ...recent.slice(1), chat(2, 20, 1, message(12, 2))] });
    fetchConversation.mockResolvedValue({ ...(await newestPage({ conversation: 2 })), messages: [8, 9, 10, 11, 12].map((id) => message(id, 2)) });
    await poller.poll();
    expect(fetchConversation.mock.calls).toEqual([[{ conversation: 2 }]]);
    expect((await messagesOf(database, 2)).map((m) => m.id)).toEqual([8, 9, 10, 11, 12]);
  });

  it('leaves nothing of a member behind once the member is logged out', async () => {
    fetchUser.mockResolvedValueOnce(member).mockResolvedValue(null);
    fetchLikes.mockResolvedValue({ profiles: [card(4)], likes: [], liked_by: [{ id: 4, created_at: '2026-11-21T10:00:00Z', like_new: true }] });
    fetchChats.mockResolvedValue({ chats: [chat(1, 2, 3, message(9, 1))] });
    await poller.poll();
    await database.outbox.put(queued('c-1', 2));
    await poller.poll();
    expect(await database.keyValue.count()).toBe(0);
    expect(await database.likes.count()).toBe(0);
    expect(await database.chats.count()).toBe(0);
    expect(await database.messages.count()).toBe(0);
    expect(await database.outbox.count()).toBe(0);
    expect(fetchLikes).toHaveBeenCalledTimes(1);
  });

  it('stores the likes, and announces a new like that arrives after the first look, once', async () => {
    fetchUser.mockResolvedValue(member);
    const old = { id: 4, created_at: '2026-11-21T10:00:00Z', like_new: true };
    const sent = [{ id: 5, created_at: '2026-11-21T09:00:00Z' }];
    fetchLikes.mockResolvedValue({ profiles: [card(4), card(5)], likes: sent, liked_by: [old] });
    await poller.poll();
    // What was there before the device first looked is not news.
    expect(await announcedLike(database)).toBeNull();
    expect((await likesByType(database)).received.map((like) => like.profile.id)).toEqual([4]);

    // Member 5, whom she liked, likes her back: a match arrives.
    const back = { id: 5, created_at: '2026-11-21T11:00:00Z', like_new: true };
    fetchLikes.mockResolvedValue({ profiles: [card(4), card(5)], likes: sent, liked_by: [back, old] });
    await poller.poll();
    expect(await announcedLike(database)).toEqual({ profile: card(5), match: true });
    expect((await likesByType(database)).matches.map((like) => like.profile.id)).toEqual([5]);
    expect(setBadge).toHaveBeenLastCalledWith(2);

    // Closed, it does not come back with the next poll.
    await database.keyValue.delete('like-overlay');
    await poller.poll();
    expect(await announcedLike(database)).toBeNull();
  });

  it('fails as a whole when the server does, so the schedule tries again later', async () => {
    fetchUser.mockRejectedValue(new Error('offline'));
    await expect(poller.poll()).rejects.toThrow('offline');
    expect(setBadge).not.toHaveBeenCalled();
  });
});

describe('the live channel', () => {
  const ME = 7;

  async function connected() {
    const userChanged = vi.fn();
    poller.setMember(ME, userChanged);
    const socket = sockets.at(-1)!;
    socket.accept();
    await vi.waitFor(() => expect(fetchChats).toHaveBeenCalled());
    return { socket, userChanged };
  }

  it('opens for a member, catches up on what it missed, and closes at logout', async () => {
    fetchChats.mockResolvedValue({ chats: [chat(1, 2, 1, message(9, 1))] });
    const { socket } = await connected();
    await vi.waitFor(async () => expect(await database.chats.count()).toBe(1));
    poller.setMember(null);
    expect(socket.closed).toBe(true);
  });

  it('stores a message of a listed conversation with one more unread, and fetches the list for a new one', async () => {
    await database.chats.put(chat(1, 2, 0, message(9, 1)));
    const { socket } = await connected();
    fetchChats.mockClear();
    await database.chats.put(chat(1, 2, 0, message(9, 1)));
    socket.deliver({ type: 'message', payload: { conversationId: 1, senderId: 2, message: message(10, 1, { body: 'Hi Eva' }) } });
    await vi.waitFor(async () => expect((await database.chats.get(1))?.num_unread_messages).toBe(1));
    expect((await database.chats.get(1))?.last_message?.body).toBe('Hi Eva');
    expect(fetchChats).not.toHaveBeenCalled();
    expect(setBadge).toHaveBeenLastCalledWith(1);

    fetchChats.mockResolvedValue({ chats: [chat(1, 2, 1, message(10, 1)), chat(3, 4, 1, message(11, 3))] });
    socket.deliver({ type: 'message', payload: { conversationId: 3, senderId: 4, message: message(11, 3) } });
    await vi.waitFor(async () => expect(await database.chats.get(3)).toBeDefined());
  });

  it('shows typing, read marks both ways, new likes and new credits', async () => {
    await database.chats.put(chat(1, 2, 2, message(9, 1)));
    fetchChats.mockResolvedValue({ chats: [chat(1, 2, 2, message(9, 1))] });
    await database.messages.bulkPut([message(5, 1, { from_me: true }), message(9, 1)]);
    const { socket, userChanged } = await connected();

    socket.deliver({ type: 'typing', payload: { conversationId: 1, senderId: 2 } });
    await vi.waitFor(async () => expect(await typingAt(database, 1)).toBeGreaterThan(0));

    socket.deliver({ type: 'read', payload: { conversationId: 1, readerId: 2, upToMessageId: 6 } });
    await vi.waitFor(async () => expect((await database.messages.get(5))?.state).toBe('read'));
    expect((await database.messages.get(9))?.state).toBe('delivered');

    socket.deliver({ type: 'read', payload: { conversationId: 1, readerId: ME, upToMessageId: 9 } });
    await vi.waitFor(async () => expect((await database.chats.get(1))?.num_unread_messages).toBe(0));

    fetchLikes.mockResolvedValue({ profiles: [card(4)], likes: [], liked_by: [{ id: 4, created_at: '2026-11-21T10:00:00Z', like_new: true }] });
    socket.deliver({ type: 'like', payload: { likerId: 4 } });
    await vi.waitFor(async () => expect(await database.likes.count()).toBe(1));

    socket.deliver({ type: 'credits', payload: { balance: 3 } });
    await vi.waitFor(() => expect(userChanged).toHaveBeenCalled());
  });

  it('sends typing only while open, reconnects after a lost connection, and not after the session ended', async () => {
    vi.useFakeTimers();
    poller.setMember(ME);
    poller.typing(1);
    expect(sockets[0]!.sent).toEqual([]);
    sockets[0]!.accept();
    poller.typing(1);
    expect(sockets[0]!.sent).toEqual([{ type: 'typing', conversation: 1 }]);

    sockets[0]!.drop();
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sockets).toHaveLength(2);

    sockets[1]!.drop(LIVE_CLOSE_SESSION_ENDED);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sockets).toHaveLength(2);
  });
});
