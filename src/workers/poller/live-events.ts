import type { ChatsResponse } from '../../../common/api/chat';
import type { LikesResponse } from '../../../common/api/likes';
import type { LiveEvent } from '../../../common/api/live';
import { storeArrivedMessage, storeChats, storeRead, storeTyping } from '../../db/chats';
import type { AppDatabase } from '../../db/database';
import { storeLikes } from '../../db/likes';

/**
 * What an event of the live channel changes on the device: Dexie, which the screens, badges and title
 * follow. An event the stored state cannot place (a message of a conversation not listed yet) is
 * resolved by fetching what the next poll would have brought.
 */
export interface LiveEventDeps {
  database: AppDatabase;
  fetchChats: () => Promise<ChatsResponse>;
  fetchLikes: () => Promise<LikesResponse>;
  /** The member's account changed (their credits): the page asks for it again. */
  onUserChanged: () => void;
  /** Sets the app badge from Dexie's counts. */
  updateBadge: () => Promise<void>;
}

export async function applyLiveEvent(deps: LiveEventDeps, memberId: number, event: LiveEvent): Promise<void> {
  const { database } = deps;
  switch (event.type) {
    case 'message': {
      const { message } = event.payload;
      if (!(await storeArrivedMessage(database, message))) await storeChats(database, await deps.fetchChats());
      // A message ends the partner's typing.
      if (!message.from_me) await storeTyping(database, message.conversation, 0);
      return deps.updateBadge();
    }
    case 'typing':
      return storeTyping(database, event.payload.conversationId, Date.now());
    case 'read': {
      const { conversationId, readerId, upToMessageId } = event.payload;
      await storeRead(database, { conversation: conversationId, upTo: upToMessageId, byMe: readerId === memberId });
      return deps.updateBadge();
    }
    case 'like':
    case 'match':
      await storeLikes(database, await deps.fetchLikes());
      return deps.updateBadge();
    case 'credits':
      return deps.onUserChanged();
  }
}
