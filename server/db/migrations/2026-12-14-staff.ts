import { sql, type Kysely } from 'kysely';
import { idColumn } from '../dialect';

/**
 * The staff console (docs/staff.md): staff accounts apart from members, their sessions, their login
 * attempts beside members', and the audit log of everything staff do. Staff are never deleted, only disabled, so
 * every audit row keeps the one who acted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('admin', 'moderator', 'support')`))
    // NO_LOGIN ('!') until the staff member has chosen a password through their setup link.
    .addColumn('password_hash', 'text', (c) => c.notNull())
    // The second factor's key (RFC 6238, base32), chosen with the setup link and confirmed by a code.
    .addColumn('totp_secret', 'text', (c) => c.notNull())
    // The newest 30-second step whose code was accepted: a code seen once is not taken again.
    .addColumn('totp_last_step', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('setup_token_hash', 'text', (c) => c.unique())
    .addColumn('setup_expires_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('disabled_at', 'text')
    .execute();

  await db.schema
    .createTable('staff_sessions')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_sessions_staff').on('staff_sessions').column('staff_id').execute();

  // Staff logins count toward the same lockout and address slowdown as members' (docs/staff.md).
  await db.schema.alterTable('login_attempts').addColumn('staff_id', 'integer', (c) => c.references('staff.id').onDelete('cascade')).execute();
  await db.schema.createIndex('login_attempts_staff').on('login_attempts').columns(['staff_id', 'created_at']).execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', idColumn(db))
    // Null: an operator's command on the server (npm run staff, ban, moderate …).
    .addColumn('staff_id', 'integer', (c) => c.references('staff.id'))
    // The role the staff member acted in, which may change later.
    .addColumn('staff_role', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    // On whom or what: 'member', 'staff', 'photo', 'payment', …, and its id.
    .addColumn('subject_type', 'text')
    .addColumn('subject_id', 'integer')
    .addColumn('reason', 'text')
    // What else an auditor needs (a role before and after, an amount), as JSON.
    .addColumn('details', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_staff').on('audit_log').columns(['staff_id', 'id']).execute();
  await db.schema.createIndex('audit_log_subject').on('audit_log').columns(['subject_type', 'subject_id', 'id']).execute();
  await db.schema.createIndex('audit_log_action').on('audit_log').columns(['action', 'id']).execute();
  await db.schema.createIndex('audit_log_created').on('audit_log').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropIndex('login_attempts_staff').execute();
  await db.schema.alterTable('login_attempts').dropColumn('staff_id').execute();
  await db.schema.dropTable('staff_sessions').execute();
  await db.schema.dropTable('staff').execute();
}
