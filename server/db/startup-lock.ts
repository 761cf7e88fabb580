import { sql } from 'kysely';
import type { Db } from './database';
import { isPostgres } from './dialect';

/** The advisory lock of a start's migrations and first seed; any number no other lock of ours uses. */
const STARTUP_LOCK = 4_721_003_314;

/**
 * Runs `work` (migrations, the first seed) in one process at a time, however many start together:
 * on PostgreSQL under an advisory lock held on one connection, which `work` is given; the others
 * wait, then find the work done. SQLite serves one process on one machine, and its migrations
 * take the database's write lock themselves.
 */
export async function aloneAtStart<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> {
  if (!isPostgres(db)) return work(db);
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(connection);
    }
  });
}
