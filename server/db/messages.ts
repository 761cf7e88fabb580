import type { Db } from './database';

/** A conversation started at signup from a profile: its first message waits (held) until the sender confirms. */
export async function insertHeldFirstMessage(
  db: Db, message: { senderId: number; partnerId: number; body: string; at: string },
): Promise<void> {
  const conversation = await db.insertInto('conversations')
    .values({ starter_id: message.senderId, partner_id: message.partnerId, created_at: message.at })
    .returning('id').executeTakeFirstOrThrow();
  await db.insertInto('messages')
    .values({ conversation_id: conversation.id, sender_id: message.senderId, body: message.body, created_at: message.at, held: 1 })
    .execute();
}

/** Confirming the address releases the member's held messages. */
export async function releaseHeldMessages(db: Db, senderId: number): Promise<void> {
  await db.updateTable('messages').set({ held: 0 }).where('sender_id', '=', senderId).where('held', '=', 1).execute();
}
