import Dexie, { type EntityTable } from 'dexie';
import type { Chat, ChatMessage, ChatPhotoSource } from '../../common/api/chat';
import type { ProfileCard } from '../../common/api/profiles';
import type { SendFailure } from '../api/chat';
import type { GiftId } from '../../common/gifts';

/**
 * The client's offline store. Data that must work offline flows network → here → atoms → screens.
 * Schema versions are migrations: add a new version, never edit an old one.
 */

/** A conversation as GET /api/chats.php lists it (docs/product/data.md#conversation), kept as the server sent it. */
export type ChatRow = Chat;

/** A message as the server sent it; `conversation` and `id` order a conversation's history. */
export type MessageRow = ChatMessage;
export interface LikeRow {
  profileId: number;
  direction: 'sent' | 'received';
  /** 1 while a received like has not been seen; IndexedDB cannot index booleans. */
  isNew: 0 | 1;
  createdAt: string;
  /** The other member's card, as the likes pages list it (absent in rows stored before it was kept). */
  profile?: ProfileCard;
}

export interface ProfileRow {
  id: number;
  data: unknown;
  fetchedAt: string;
}

export interface SearchPageRow {
  /** The filters of the search, as searchKey() writes them. */
  queryKey: string;
  pageNumber: number;
  results: ProfileCard[];
  numResults: number;
  similarResults: ProfileCard[];
  similarNumResults: number;
  fetchedAt: string;
}

/**
 * A message written on this device and not yet accepted by the server: shown at once as pending,
 * delivered when the connection allows (src/db/outbox.ts), exactly once thanks to its client id.
 */
export interface OutboxRow {
  /** The message's own id, sent as client_id: the server stores it once however often it comes. */
  clientId: string;
  /** The member written to (the conversation may not exist yet). */
  to: number;
  kind: 'text' | 'image' | 'gift';
  body: string;
  gift?: GiftId;
  photo?: ChatPhotoSource;
  /** For a photo, where the device shows it meanwhile. */
  photoUrl?: string;
  createdAt: string;
  /** 'failed' when the server refused it: shown with retry and delete, never sent again by itself. */
  state: 'pending' | 'failed';
  /** Why it was refused, as the server said (a problem code and its params). */
  error?: SendFailure['refusal'];
}

export interface KeyValueRow {
  key: string;
  value: unknown;
}

export class AppDatabase extends Dexie {
  chats!: EntityTable<ChatRow, 'conversation'>;
  messages!: EntityTable<MessageRow, 'id'>;
  likes!: Dexie.Table<LikeRow, [string, number]>;
  profiles!: EntityTable<ProfileRow, 'id'>;
  searchPages!: Dexie.Table<SearchPageRow, [string, number]>;
  outbox!: EntityTable<OutboxRow, 'clientId'>;
  keyValue!: EntityTable<KeyValueRow, 'key'>;

  constructor(name = 'amora') {
    super(name);
    this.version(1).stores({
      chats: 'id, profileId, updatedAt',
      messages: 'id, conversationId, [conversationId+createdAt]',
      likes: '[direction+profileId], direction, isNew',
      profiles: 'id',
      searchPages: '[queryKey+pageNumber], queryKey',
      outbox: 'clientId, conversationId, createdAt',
      keyValue: 'key',
    });
    // Chat (issue 14): rows as the server sends them, keyed by its ids. A key cannot change in place,
    // so the two tables of version 1 (never written) go, and come back under their new keys.
    this.version(2).stores({ chats: null, messages: null, outbox: null });
    this.version(3).stores({
      chats: 'conversation, profile.id, updated_at',
      messages: 'id, [conversation+id]',
      outbox: 'clientId, to, createdAt',
    });
  }
}

export const db = new AppDatabase();
