import { sql, type Kysely } from 'kysely';

/**
 * Chat (issue 14). Messages get a kind (text, image, gift), the sender's own id for each message
 * (`client_id`: the same send repeated stores one message and spends once), what it cost, and when
 * it was read. `chat_members` is each member's side of a conversation: its place in their list
 * (`updated_at`), how far they have read, and what they removed. One conversation per pair of
 * members: removing it hides its history for the remover; a new message brings it back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('messages').addColumn('kind', 'text', (c) => c.notNull().defaultTo('text').check(sql`kind in ('text', 'image', 'gift')`)).execute();
  await db.schema.alterTable('messages').addColumn('client_id', 'text').execute();
  await db.schema.alterTable('messages').addColumn('gift', 'text').execute();
  await db.schema.alterTable('messages').addColumn('photo_key', 'text').execute();
  await db.schema.alterTable('messages').addColumn('cost', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('messages').addColumn('read_at', 'text').execute();
  await db.schema.createIndex('messages_client').unique().on('messages').columns(['sender_id', 'client_id']).where(sql.ref('client_id'), 'is not', null).execute();
  await db.schema.createIndex('messages_conversation_id').on('messages').columns(['conversation_id', 'id']).execute();
  // A free member's free messages are counted at every send.
  await db.schema.createIndex('messages_sender_cost').on('messages').columns(['sender_id', 'cost']).execute();

  await db.schema
    .createTable('chat_members')
    .addColumn('conversation_id', 'integer', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('partner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('read_up_to', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cleared_up_to', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('removed', 'integer', (c) => c.notNull().defaultTo(0).check(sql`removed in (0, 1)`))
    .addPrimaryKeyConstraint('chat_members_pk', ['member_id', 'conversation_id'])
    .execute();
  await db.schema.createIndex('chat_members_list').on('chat_members').columns(['member_id', 'removed', 'updated_at']).execute();
  await db.schema.createIndex('chat_members_pair').on('chat_members').columns(['member_id', 'partner_id']).execute();

  // The conversations started at signup so far: both members get their side.
  await sql`insert into chat_members (conversation_id, member_id, partner_id, updated_at)
    select id, starter_id, partner_id, created_at from conversations
    union all select id, partner_id, starter_id, created_at from conversations`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_members').execute();
  await db.schema.dropIndex('messages_sender_cost').execute();
  await db.schema.dropIndex('messages_conversation_id').execute();
  await db.schema.dropIndex('messages_client').execute();
  for (const column of ['read_at', 'cost', 'photo_key', 'gift', 'client_id', 'kind']) await db.schema.alterTable('messages').dropColumn(column).execute();
}
