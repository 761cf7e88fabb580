import { sql, type Kysely } from 'kysely';
import { idColumn } from '../dialect';

/**
 * Accounts: e-mail confirmation, the complete-signup step, e-mail choices, single-use mailed tokens,
 * invite codes, and the first tables of conversations, because a signup message from a profile waits
 * there (held) until its sender confirms the e-mail address.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('confirmed_at', 'text').execute();
  // The next complete-signup step (0–4), 5 once complete: leaving and coming back resumes here.
  await db.schema.alterTable('users').addColumn('signup_step', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  // JSON lists: reasons mail stopped (fbl, bounce, listunsubscribe) and mail kinds the member turned off.
  await db.schema.alterTable('users').addColumn('notifications_disabled', 'text', (c) => c.notNull().defaultTo('[]')).execute();
  await db.schema.alterTable('users').addColumn('email_opt_outs', 'text', (c) => c.notNull().defaultTo('[]')).execute();
  // The status before deletion was asked for, so reactivation gives back exactly that.
  await db.schema.alterTable('users').addColumn('status_before_deletion', 'text').execute();
  await db.schema.createIndex('users_deleted_at').on('users').column('deleted_at').where(sql.ref('deleted_at'), 'is not', null).execute();

  await db.schema
    .createTable('account_tokens')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    // The address an e-mail change moves to; null for the other purposes.
    .addColumn('new_email', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addCheckConstraint('account_tokens_purpose', sql`purpose in ('activation', 'password_reset', 'email_change', 'reactivation')`)
    .execute();
  await db.schema.createIndex('account_tokens_user').on('account_tokens').columns(['user_id', 'purpose', 'created_at']).execute();

  await db.schema
    .createTable('invite_codes')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('used_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('used_at', 'text')
    .execute();

  await db.schema
    .createTable('conversations')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('starter_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('partner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('conversations_pair', ['starter_id', 'partner_id'])
    .execute();
  await db.schema.createIndex('conversations_partner').on('conversations').column('partner_id').execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('conversation_id', 'integer', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('sender_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // 1 while the sender's e-mail is unconfirmed: the message is not delivered yet (docs/product/states.md#messages).
    .addColumn('held', 'integer', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('messages_held', sql`held in (0, 1)`)
    .execute();
  await db.schema.createIndex('messages_conversation').on('messages').columns(['conversation_id', 'created_at']).execute();
  await db.schema.createIndex('messages_held_sender').on('messages').column('sender_id').where(sql.ref('held'), '=', 1).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('messages').execute();
  await db.schema.dropTable('conversations').execute();
  await db.schema.dropTable('invite_codes').execute();
  await db.schema.dropTable('account_tokens').execute();
  await db.schema.dropIndex('users_deleted_at').execute();
  for (const column of ['status_before_deletion', 'email_opt_outs', 'notifications_disabled', 'signup_step', 'confirmed_at']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
