import type { ChatsResponse, MessagesResponse } from '../../../common/api/chat';
import type { LikesResponse } from '../../../common/api/likes';
import type { User } from '../../../common/api/user';
import { newLikeCount, unreadMessageCount } from '../../db/badge-counts';
import { conversationsBehind, forgetChats, storeChats, storeHistory } from '../../db/chats';
import type { AppDatabase } from '../../db/database';
import { deleteValue, STORED_USER_KEY, writeValue } from '../../db/key-value';
import { forgetLikes, storeLikes } from '../../db/likes';
import { applyLiveEvent } from './live-events';
import { createLiveSocket, type SocketLike } from './live-socket';

/**
 * The poller worker's work: one poll of the member's state (the member, their chats and likes,
 * written to Dexie, and the app badge), and the live channel, which brings the same news at once.
 * When to poll is the page's (schedule.ts). Kept free of comlink so tests can call it directly.
 */

export interface PollerDeps {
  database: AppDatabase;
  fetchUser: () => Promise<User | null>;
  fetchChats: () => Promise<ChatsResponse>;
  fetchLikes: () => Promise<LikesResponse>;
  /** The newest page of a conversation (GET /api/messages.php); it marks nothing read. */
  fetchConversation: (query: { conversation: number }) => Promise<MessagesResponse>;
  setBadge: (count: number) => Promise<void>;
  /** Opens a socket to GET /api/live.php, naming the page and whether it is out of view. */
  openSocket: (presence: Presence) => SocketLike;
}

/** The page's own name (the page-hidden beacon carries it too) and whether it is out of view. */
export interface Presence {
  app: string;
  hidden: boolean;
}

/** Conversations whose newest messages are kept on the device, to be read offline. */
export const OFFLINE_CONVERSATIONS = 10;

export function createPoller({ database, fetchUser, fetchChats, fetchLikes, fetchConversation, setBadge, openSocket }: PollerDeps) {
  let memberId: number | null = null;
  let onUserChanged: () => void = () => {};
  const presence: Presence = { app: '', hidden: false };
  const updateBadge = async () => setBadge((await unreadMessageCount(database)) + (await newLikeCount(database)));
  const eventDeps = { database, fetchChats, fetchLikes, updateBadge, onUserChanged: () => onUserChanged() };
  const live = createLiveSocket({
    open: () => openSocket(presence),
    onEvent: async (event) => {
      if (memberId !== null) await applyLiveEvent(eventDeps, memberId, event);
    },
    // What came while the socket was down.
    onOpen: async () => {
      await storeChats(database, await fetchChats());
      await updateBadge();
    },
  });

  return {
    /** The member, or null when logged out. Throws when offline or the server fails: the schedule tries again later. */
    async poll(): Promise<User | null> {
      const user = await fetchUser();
      if (user) live.loggedIn();
      // Logged out, nothing of a member is left on the device (see forgetMemberAtom).
      await (user ? writeValue(database, STORED_USER_KEY, user) : deleteValue(database, STORED_USER_KEY));
      // New likes among them show the overlay (db/likes.ts).
      await (user ? storeLikes(database, await fetchLikes()) : forgetLikes(database));
      await (user ? storeChats(database, await fetchChats()) : forgetChats(database));
      await updateBadge();
      // Recent conversations readable offline, each fetched only when something came since.
      if (user) {
        for (const conversation of await conversationsBehind(database, OFFLINE_CONVERSATIONS)) {
          await storeHistory(database, await fetchConversation({ conversation }), false);
        }
      }
      return user;
    },
    /** Who is logged in on the page: the live channel is open while someone is; `userChanged` is told of new credits. */
    setMember(id: number | null, userChanged?: () => void, app?: string): void {
      memberId = id;
      if (app) presence.app = app;
      if (userChanged) onUserChanged = userChanged;
      live.setWanted(id !== null);
    },
    /**
     * The page went out of view or came back: the server pushes news only while no page of the
     * member is in view. A socket opened later says so in its address.
     */
    setHidden(hidden: boolean): void {
      presence.hidden = hidden;
      live.send({ type: 'visibility', hidden });
      if (!hidden) live.pageShown();
    },
    /** The member is writing in a conversation: the partner is told over the live channel. */
    typing(conversation: number): void {
      live.send({ type: 'typing', conversation });
    },
  };
}

export type Poller = ReturnType<typeof createPoller>;
