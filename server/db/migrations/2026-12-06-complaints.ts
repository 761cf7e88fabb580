import { sql, type Kysely } from 'kysely';
import { idColumn } from '../dialect';

/**
 * Complaints (docs/product/screens.md#complaints): what a member or a visitor reports, with the address to answer and a
 * reference to quote. A reporter who deletes their account leaves the complaint without its link
 * to them. The profile and message concerned are plain ids, not foreign keys: the complaint must
 * outlive them (ids are never reused), and `message_text` keeps what the message said. The network
 * address counts a visitor's complaints for a day and is then forgotten, as login attempts are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('complaints')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('reporter_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('profile_id', 'integer')
    .addColumn('message_id', 'integer')
    .addColumn('message_text', 'text')
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    // Null until the mail to support went: a retried job sends it only then.
    .addColumn('mailed_at', 'text')
    .execute();
  // The limit of complaints a day, per member, address and network address.
  await db.schema.createIndex('complaints_reporter').on('complaints').columns(['reporter_id', 'created_at']).where(sql.ref('reporter_id'), 'is not', null).execute();
  await db.schema.createIndex('complaints_email').on('complaints').columns(['email', 'created_at']).execute();
  await db.schema.createIndex('complaints_ip').on('complaints').columns(['ip', 'created_at']).where(sql.ref('ip'), 'is not', null).execute();
  // The housekeeping forgets old addresses and deletes old complaints by age.
  await db.schema.createIndex('complaints_created').on('complaints').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('complaints').execute();
}
