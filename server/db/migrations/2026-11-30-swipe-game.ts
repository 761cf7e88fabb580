import { sql, type Kysely } from 'kysely';

/**
 * The swipe game (issue 13). `users.time_zone` is the member's own zone as the browser names it: daily
 * allowances reset at the member's midnight. `swipes` is every card the member liked or passed, kept
 * also when a like is taken back, so that unliking does not give a like of the day back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('time_zone', 'text').execute();
  await db.schema
    .createTable('swipes')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('profile_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('liked', 'integer', (c) => c.notNull().check(sql`liked in (0, 1)`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('swipes_pk', ['user_id', 'created_at', 'profile_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('swipes').execute();
  await db.schema.alterTable('users').dropColumn('time_zone').execute();
}
