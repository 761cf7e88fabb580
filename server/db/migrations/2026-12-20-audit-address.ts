import type { Kysely } from 'kysely';

/**
 * The address each audited call came from (docs/staff.md, Audit log): a staff session used from an
 * unknown place, and the failed logins and refused calls now audited, are told apart by it. Null for
 * an operator's command on the server, and for rows written before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_log').addColumn('ip', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_log').dropColumn('ip').execute();
}
