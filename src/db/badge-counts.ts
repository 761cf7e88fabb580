import type { AppDatabase } from './database';

/** Unread messages over all conversations. */
export async function unreadMessageCount(database: AppDatabase): Promise<number> {
  let total = 0;
  await database.chats.each((chat) => {
    total += chat.num_unread_messages;
  });
  return total;
}

/** Received likes not seen yet. */
export function newLikeCount(database: AppDatabase): Promise<number> {
  return database.likes.where('isNew').equals(1).count();
}
