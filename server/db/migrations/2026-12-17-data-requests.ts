import type { Kysely } from 'kysely';
import { idColumn } from '../dialect';

/**
 * Members' data requests (docs/staff.md): the archives of a member's data, asked for by the member
 * (mailed as a link, only its token's SHA-256 kept) or by staff for a request by post, deleted 7
 * days after they are ready; and the erased account's tombstone (`users.erased_at`), which keeps the
 * ledger and payments that accounting law keeps tied to an account with nothing else of the person.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('data_exports')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Null: the member asked; else the staff member who did, for a request by post.
    .addColumn('requested_by', 'integer', (c) => c.references('staff.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    // The archive's name in file storage, random; null until the job has built it.
    .addColumn('file_name', 'text')
    .addColumn('ready_at', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('token_hash', 'text', (c) => c.unique())
    // Null until the link went to the member: a retried job mails it only then.
    .addColumn('mailed_at', 'text')
    .execute();
  await db.schema.createIndex('data_exports_user').on('data_exports').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('data_exports_created').on('data_exports').column('created_at').execute();
  await db.schema.alterTable('users').addColumn('erased_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('erased_at').execute();
  await db.schema.dropTable('data_exports').execute();
}
