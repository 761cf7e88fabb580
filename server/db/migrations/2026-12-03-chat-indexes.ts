import { sql, type Kysely } from 'kysely';

/**
 * Fewer pages written per message (issue 14's bench: every index is one more page in each send's
 * commit). The history reads by (conversation_id, id), so the older (conversation_id, created_at)
 * index goes; the free-message count needs only a free member's free text messages, so its index
 * holds only those rows and a paid message never touches it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('messages_conversation').execute();
  await db.schema.dropIndex('messages_sender_cost').execute();
  await db.schema.createIndex('messages_free_text').on('messages').column('sender_id').where(sql<boolean>`cost = 0 and kind = 'text'`).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('messages_free_text').execute();
  await db.schema.createIndex('messages_sender_cost').on('messages').columns(['sender_id', 'cost']).execute();
  await db.schema.createIndex('messages_conversation').on('messages').columns(['conversation_id', 'created_at']).execute();
}
