import type { Kysely } from 'kysely';

/**
 * One conversation per pair of members as a unique key (issue 34): each member has one side with a
 * partner, so two members writing to each other at once cannot start two conversations
 * (server/db/chat.ts, startConversation). Until now the send's check kept it so, which holds
 * only while one transaction writes at a time (SQLite); no database can hold two sides of a pair.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('chat_members_pair').execute();
  await db.schema.createIndex('chat_members_pair').unique().on('chat_members').columns(['member_id', 'partner_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('chat_members_pair').execute();
  await db.schema.createIndex('chat_members_pair').on('chat_members').columns(['member_id', 'partner_id']).execute();
}
