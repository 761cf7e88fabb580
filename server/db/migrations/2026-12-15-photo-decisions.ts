import { sql, type Kysely } from 'kysely';

/**
 * A photo's decision (docs/staff.md): when it was made and, for a rejection, why; the member is told
 * the reason, and the moderation queue's waiting time ends with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('photos').addColumn('decided_at', 'text').execute();
  await db.schema.alterTable('photos').addColumn('reject_reason', 'text', (c) => c.check(sql`reject_reason is null or reject_reason in ('no_person', 'not_own', 'nudity', 'contact_details', 'offensive', 'poor_quality')`)).execute();
  // The queue: pending photos, oldest first.
  await db.schema.createIndex('photos_pending').on('photos').column('id').where(sql<boolean>`status = 'pending'`).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('photos_pending').execute();
  await db.schema.alterTable('photos').dropColumn('reject_reason').execute();
  await db.schema.alterTable('photos').dropColumn('decided_at').execute();
}
