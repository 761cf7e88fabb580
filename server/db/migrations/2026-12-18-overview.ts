import { sql, type Kysely } from 'kysely';

/**
 * The staff's overview (docs/staff.md, Overview): the days a member opened the app, what "active
 * members per day" counts (one row a member and UTC day, written when an app opens in view; kept 90
 * days), and the indexes that let the last 30 days be counted without reading whole tables.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('active_days')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('active_days_pk', ['user_id', 'day'])
    .execute();
  await db.schema.createIndex('active_days_day').on('active_days').column('day').execute();
  await db.schema.createIndex('users_signup_date').on('users').column('signup_date').execute();
  await db.schema.createIndex('payments_paid_at').on('payments').column('paid_at').where(sql.ref('paid_at'), 'is not', null).execute();
  await db.schema.createIndex('photos_decided_at').on('photos').column('decided_at').where(sql.ref('decided_at'), 'is not', null).execute();
  await db.schema.createIndex('complaints_decided_at').on('complaints').column('decided_at').where(sql.ref('decided_at'), 'is not', null).execute();
  // Today's members already seen count from the day of their last visit.
  await sql`insert into active_days (user_id, day) select id, substr(last_seen_at, 1, 10) from users where last_seen_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['complaints_decided_at', 'photos_decided_at', 'payments_paid_at', 'users_signup_date']) await db.schema.dropIndex(index).execute();
  await db.schema.dropTable('active_days').execute();
}
