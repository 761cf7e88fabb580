import type { Kysely } from 'kysely';

/**
 * The server's own secrets (issue 34): each month's unsubscribe-link key and the push key pair,
 * made once and kept in the database, which every process on every host shares. They were files in
 * DATA_DIR, which two hosts would each have made for themselves; a start takes those in
 * (server/domain/site/secrets.ts), so links already mailed and devices already subscribed keep working.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('secrets').execute();
}
