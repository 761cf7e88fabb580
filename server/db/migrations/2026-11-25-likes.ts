import { sql, type Kysely } from 'kysely';

/**
 * Likes between members (docs/product/states.md#likes): a like one way, a match when it goes both ways. `seen_at` is when
 * the liked member saw it: until then it is a new like for them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('likes')
    .addColumn('liker_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('liked_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('seen_at', 'text')
    .addPrimaryKeyConstraint('likes_pk', ['liker_id', 'liked_id'])
    .addCheckConstraint('likes_not_self', sql`liker_id <> liked_id`)
    .execute();
  await db.schema.createIndex('likes_liked').on('likes').columns(['liked_id', 'liker_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('likes').execute();
}
