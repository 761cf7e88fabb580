import type { Chat, ChatMessage } from '../../common/api/chat';
import type { ProfileCard } from '../../common/api/profiles';
import type { OutboxRow } from '../../src/db/database';

/** Chat rows as the server sends them, for the client's unit tests. */

export const card = (id: number): ProfileCard => ({ id, name: `Member ${id}`, age: 30, city: null, country: 'NL', fictional: false, photo: null });

export function message(id: number, conversation: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id, conversation, client_id: null, from_me: false, kind: 'text', body: `Message ${id}`, gift: null, photo: null,
    created_at: new Date(Date.UTC(2026, 10, 21, 10, 0, id)).toISOString(), state: 'delivered', ...overrides,
  };
}

export function chat(conversation: number, profileId: number, unread = 0, last: ChatMessage | null = null): Chat {
  return {
    conversation, profile: card(profileId), num_unread_messages: unread, last_message: last,
    updated_at: last?.created_at ?? '2026-11-21T10:00:00.000Z',
  };
}

export function queued(clientId: string, to: number, overrides: Partial<OutboxRow> = {}): OutboxRow {
  return { clientId, to, kind: 'text', body: `Queued ${clientId}`, createdAt: `2026-11-21T10:00:0${clientId.length % 10}.000Z`, state: 'pending', ...overrides };
}
