import Dexie, { type EntityTable } from 'dexie';
import type { ProfileCard } from '../../common/api/profiles';

/**
 * The client's offline store. Data that must work offline flows network → here → atoms → screens.
 * Schema versions are migrations: add a new version, never edit an old one.
 */

export interface ChatRow {
  /** Conversation id. */
  id: number;
  profileId: number;
  numUnreadMessages: number;
  updatedAt: string;
}

export interface MessageRow {
  /** Client-generated id, so a message sent twice is stored once. */
  id: string;
  conversationId: number;
  fromMe: 0 | 1;
  kind: 'text' | 'image' | 'gift';
  body: string;
  createdAt: string;
}

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

export interface OutboxRow {
  /** Same id as the message it will become. */
  clientId: string;
  conversationId: number;
  body: string;
  createdAt: string;
  attempts: number;
}

export interface KeyValueRow {
  key: string;
  value: unknown;
}

export class AppDatabase extends Dexie {
  chats!: EntityTable<ChatRow, 'id'>;
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
  }
}

export const db = new AppDatabase();
