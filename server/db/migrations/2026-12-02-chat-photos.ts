import { sql, type Kysely } from 'kysely';

/**
 * Photos in chat (issue 14): a message's photo file is looked up by its key when someone asks for
 * the file and when the hourly sweep asks whether a file is still in use.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('messages_photo_key').on('messages').column('photo_key').where(sql.ref('photo_key'), 'is not', null).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('messages_photo_key').execute();
}
