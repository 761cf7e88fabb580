import { sql, type Kysely } from 'kysely';
import { idColumn } from '../dialect';

/**
 * Notifications (issue 16). A member's push subscriptions, one per device, each tied to the session
 * that made it: logging out there ends it (cascade), and so does deleting the account. `open_apps`
 * are the member's apps with a live channel, and whether their page is hidden: a push goes out only
 * when none is open and visible. `sent_notices` names every mail and push sent, so none goes twice (`sent_at` is null while it is on its way)
 * and the frequency limits and mail batching can look back. `push_previews`: the member chose to see
 * who wrote and what on the lock screen; `last_seen_at`: when an open app of theirs was last live.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('push_previews', 'integer', (c) => c.notNull().defaultTo(0).check(sql`push_previews in (0, 1)`)).execute();
  await db.schema.alterTable('users').addColumn('last_seen_at', 'text').execute();

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'integer', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('push_subscriptions_user').on('push_subscriptions').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('push_subscriptions_session').on('push_subscriptions').column('session_id').execute();

  await db.schema
    .createTable('open_apps')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'integer', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    // The page's own name for itself, which the page-hidden beacon carries too.
    .addColumn('app', 'text', (c) => c.notNull())
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0).check(sql`hidden in (0, 1)`))
    .addColumn('seen_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('open_apps_user').on('open_apps').columns(['user_id', 'seen_at']).execute();
  await db.schema.createIndex('open_apps_session').on('open_apps').columns(['session_id', 'app']).execute();

  await db.schema
    .createTable('sent_notices')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // Null while being sent: a retry after a crash sends it then, a finished one is never sent again.
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('sent_notices_user_kind').on('sent_notices').columns(['user_id', 'kind', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sent_notices').execute();
  await db.schema.dropTable('open_apps').execute();
  await db.schema.dropTable('push_subscriptions').execute();
  for (const column of ['last_seen_at', 'push_previews']) await db.schema.alterTable('users').dropColumn(column).execute();
}
