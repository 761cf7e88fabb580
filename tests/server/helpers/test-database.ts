import { inject } from 'vitest';
import type { DatabaseConfig } from '../../../server/db/database';
import { databaseUrl, dropDatabase, onAdminConnection, templateOf } from '../postgres/admin';
import { runDatabaseName } from '../postgres/run-database';

/** The vitest project `postgres` runs the server tests again on PostgreSQL (vitest.config.ts). */
export const ON_POSTGRES = process.env.AMORA_TEST_DATABASE === 'postgres';

export interface TestDatabase {
  /** The environment that points a server at it (DATABASE_URL, or nothing for SQLite in DATA_DIR). */
  env: Record<string, string>;
  config: DatabaseConfig;
  drop: () => Promise<void>;
}

/**
 * A fresh, migrated database for one test server: a copy of the run's template on PostgreSQL, a new
 * file in `dataDir` on SQLite (also in the postgres project when `onPostgres` is false).
 */
export async function freshDatabase(dataDir: string, onPostgres = ON_POSTGRES): Promise<TestDatabase> {
  if (!onPostgres) return { env: {}, config: { kind: 'sqlite', dataDir }, drop: async () => {} };
  const name = runDatabaseName();
  await onAdminConnection((client) => client.query(`create database "${name}" template "${templateOf(inject('postgresRun'))}"`));
  const url = databaseUrl(name);
  return { env: { DATABASE_URL: url }, config: { kind: 'postgres', url, poolSize: 10 }, drop: () => dropDatabase(name) };
}
