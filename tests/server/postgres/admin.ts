import pg from 'pg';

/**
 * The machine's PostgreSQL (README.md#two-commands): trust authentication for `postgres` on loopback.
 * Each test database is made from a migrated template and dropped after, so no test sees
 * another's rows; the benches make theirs here too (bench/databases.ts). Free of vitest, so a
 * bench can use it.
 */
export const POSTGRES_ADMIN_URL = process.env.AMORA_TEST_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function databaseUrl(name: string): string {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs statements on the server's maintenance database, on a connection of their own. */
export async function onAdminConnection<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A name no other test run on this machine uses at the same time. */
export function uniqueName(prefix: string): string {
  return `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}

export async function dropDatabase(name: string): Promise<void> {
  await onAdminConnection((client) => client.query(`drop database if exists "${name}" with (force)`));
}

/** The migrated, empty database of a run, which its test databases are copied from. */
export const templateOf = (run: string) => `${run}_template`;

/** Every database of the run, dropped at its end. */
export async function dropRunDatabases(run: string): Promise<void> {
  const { rows } = await onAdminConnection((client) => client.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [run]));
  for (const { datname } of rows) await dropDatabase(datname);
}
