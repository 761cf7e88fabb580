import { sql, type Kysely } from 'kysely';

/**
 * Bans (docs/pages.md, the ban policy): an operator closes an account for breaking the rules. The
 * ban is its own columns, not a value of `status`: the status keeps saying where the account stood
 * (confirmed or not), which a lifted ban returns to, and SQLite cannot change the status's CHECK in
 * place. The reason is one of BAN_REASONS, named in the mail to the member.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('banned_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('ban_reason', 'text', (c) => c.check(sql`ban_reason is null or ban_reason in ('fake_profile', 'harassment', 'scam', 'underage', 'offensive_content', 'repeated_breaches')`)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('ban_reason').execute();
  await db.schema.alterTable('users').dropColumn('banned_at').execute();
}
