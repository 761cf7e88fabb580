import { sql, type Kysely } from 'kysely';
import { idColumn } from '../dialect';

/**
 * Durable jobs: queued and scheduled work that runs once across server processes and survives a
 * crash. A worker claims a due job by taking a lease (owner and expiry); a job whose lease expired
 * was left by a stopped process and is claimed again. `unique_key` keeps a job from being queued
 * twice (e.g. one purge per hour); done and dead jobs keep their key, so it is not queued again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('kind', 'text', (c) => c.notNull())
    // JSON text.
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('run_at', 'text', (c) => c.notNull())
    // How often the job was claimed; counted at the claim, so a job that stops its process each time still ends.
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('unique_key', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addCheckConstraint('jobs_state', sql`state in ('queued', 'running', 'done', 'dead')`)
    .addCheckConstraint('jobs_max_attempts', sql`max_attempts > 0`)
    .execute();
  // Workers look for queued jobs by run_at; running ones (few at a time) by lease expiry.
  await db.schema.createIndex('jobs_due').on('jobs').columns(['state', 'run_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
}
