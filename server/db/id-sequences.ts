import { sql } from 'kysely';
import type { Db } from './database';
import { isPostgres } from './dialect';

/**
 * For writers that number rows themselves (the demo seed, a copy of a site): SQLite's AUTOINCREMENT
 * goes on after the highest id by itself, PostgreSQL's identity has to be told.
 */

type NumberedTable = 'users' | 'photos';

/** Inside the writer's transaction: on PostgreSQL, other writers to these tables wait until it commits, so no id is taken twice. */
export async function numberRowsOurselves(trx: Db, tables: NumberedTable[]): Promise<void> {
  if (!isPostgres(trx)) return;
  await sql`lock table ${sql.join(tables.map((table) => sql.table(table)))} in share row exclusive mode`.execute(trx);
}

/** After the rows are written: the next id given is the one after the highest. */
export async function continueIdsAfterHighest(db: Db, table: string): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(db);
}
