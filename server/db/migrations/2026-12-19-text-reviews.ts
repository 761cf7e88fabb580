import { sql, type Kysely } from 'kysely';
import { idColumn } from '../dialect';

/**
 * Profile texts in the moderation queue (docs/staff.md, Profile texts): a member's name or about-me
 * that matched the word list or was reported, as it was when it came, until a moderator decides. One
 * waiting review per profile and field.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('text_reviews')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('profile_id', 'integer', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('field', 'text', (c) => c.notNull().check(sql`field in ('name', 'about_me')`))
    .addColumn('cause', 'text', (c) => c.notNull().check(sql`cause in ('word_list', 'reported')`))
    // What the word list found ("phone number"); null for a report.
    .addColumn('matched', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .addColumn('decided_by', 'integer', (c) => c.references('staff.id'))
    .addColumn('decision', 'text', (c) => c.check(sql`decision is null or decision in ('approved', 'rejected')`))
    .addColumn('reject_reason', 'text')
    .execute();
  await db.schema.createIndex('text_reviews_waiting').unique().on('text_reviews').columns(['profile_id', 'field']).where(sql.ref('decided_at'), 'is', null).execute();
  await db.schema.createIndex('text_reviews_decided_at').on('text_reviews').column('decided_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('text_reviews').execute();
}
