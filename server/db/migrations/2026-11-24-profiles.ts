import { sql, type Kysely } from 'kysely';

/**
 * Profiles: blocks between members, finding a photo by its file name (every photo request is checked),
 * and the indexes of member search. Search lists the newest members first, so each index has the id
 * right after its equality columns: SQLite walks it backwards and stops after a page, whatever the
 * filter mix.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('blocks')
    .addColumn('blocker_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blocked_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('blocks_pk', ['blocker_id', 'blocked_id'])
    .addCheckConstraint('blocks_not_self', sql`blocker_id <> blocked_id`)
    .execute();
  await db.schema.createIndex('blocks_blocked').on('blocks').columns(['blocked_id', 'blocker_id']).execute();

  await db.schema.createIndex('photos_file_key').on('photos').column('file_key').execute();

  await db.schema.dropIndex('profiles_search').execute();
  // After the id come the columns filtered but not ordered on, so the index alone decides a row.
  const searchIndexes: Record<string, string[]> = {
    profiles_search_all: ['status', 'id', 'gender', 'birth_date'],
    profiles_search_gender: ['status', 'gender', 'id', 'birth_date'],
    profiles_search_country: ['status', 'country', 'id', 'gender', 'birth_date'],
    profiles_search_gender_country: ['status', 'gender', 'country', 'id', 'birth_date'],
    profiles_search_region: ['status', 'region', 'id', 'gender', 'birth_date'],
  };
  for (const [name, columns] of Object.entries(searchIndexes)) {
    await db.schema.createIndex(name).on('profiles').columns(columns).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['profiles_search_all', 'profiles_search_gender', 'profiles_search_country', 'profiles_search_gender_country', 'profiles_search_region']) {
    await db.schema.dropIndex(name).execute();
  }
  await db.schema.createIndex('profiles_search').on('profiles').columns(['status', 'country', 'gender', 'birth_date']).execute();
  await db.schema.dropIndex('photos_file_key').execute();
  await db.schema.dropTable('blocks').execute();
}
