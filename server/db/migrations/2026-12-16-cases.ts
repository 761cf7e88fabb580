import { sql, type Kysely } from 'kysely';

/**
 * Complaints become cases of the staff inbox (docs/staff.md): assigned to a staff member, decided
 * with an outcome and a reason the reporter is told. A complaint from the address of a banned account
 * is that member's objection (`objection_to`), decided by someone other than who banned them
 * (`users.banned_by`: null for the server's command line). `status` keeps its values: 'open' (new),
 * then 'in_review' and 'decided'.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('complaints').addColumn('assigned_to', 'integer', (c) => c.references('staff.id')).execute();
  await db.schema.alterTable('complaints').addColumn('decided_at', 'text').execute();
  await db.schema.alterTable('complaints').addColumn('decided_by', 'integer', (c) => c.references('staff.id')).execute();
  await db.schema.alterTable('complaints').addColumn('outcome', 'text', (c) => c.check(sql`outcome is null or outcome in ('action_taken', 'no_action', 'ban_upheld', 'ban_lifted')`)).execute();
  await db.schema.alterTable('complaints').addColumn('decision_reason', 'text').execute();
  await db.schema.alterTable('complaints').addColumn('objection_to', 'integer').execute();
  // Null until the decision's mail to the reporter went: a retried job sends it only then.
  await db.schema.alterTable('complaints').addColumn('decision_mailed_at', 'text').execute();
  await db.schema.createIndex('complaints_status').on('complaints').columns(['status', 'id']).execute();
  await db.schema.alterTable('users').addColumn('banned_by', 'integer', (c) => c.references('staff.id')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('banned_by').execute();
  await db.schema.dropIndex('complaints_status').execute();
  for (const column of ['decision_mailed_at', 'objection_to', 'decision_reason', 'outcome', 'decided_by', 'decided_at', 'assigned_to']) {
    await db.schema.alterTable('complaints').dropColumn(column).execute();
  }
}
