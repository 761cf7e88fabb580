import { sql, type Kysely } from 'kysely';
import { idColumn } from '../dialect';

/** Sessions (only a hash of each token is kept) and login attempts (for lockout and slow-down). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('login_attempts')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('succeeded', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('login_attempts_succeeded', sql`succeeded in (0, 1)`)
    .execute();
  await db.schema.createIndex('login_attempts_user').on('login_attempts').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('login_attempts_ip').on('login_attempts').columns(['ip', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_attempts').execute();
  await db.schema.dropTable('sessions').execute();
}
