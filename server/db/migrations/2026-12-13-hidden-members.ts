import { sql, type Kysely } from 'kysely';

/**
 * The few accounts whose profiles search does not show (not active, or invisible), by id: a search's
 * count is the matching active profiles, read from a search index alone, less those of these
 * accounts (server/db/profiles.ts, searchCount). Counting through a join to every user read all of
 * them on PostgreSQL: a second per count at 1,000,000 members (docs/performance.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('users_hidden').on('users').column('id')
    .where(sql<boolean>`status <> 'active' or invisible <> 0`).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_hidden').execute();
}
