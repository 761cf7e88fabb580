import type { Kysely } from 'kysely';

/**
 * The facts a ban rests on, as the member is told them beside the reason (docs/staff.md, Reports; the
 * Digital Services Act, art. 17, asks for the facts and circumstances relied on). Null for bans
 * made before, whose mail named the reason alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('ban_facts', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('ban_facts').execute();
}
