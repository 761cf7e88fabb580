import pg from 'pg';
import { PostgresDialect } from 'kysely';
import { preparingPool } from './prepared-statements';

/**
 * node-postgres gives int8 (every count(*), a sum of integers) and numeric as text, since they can
 * exceed 2^53; the app's counts and sums of credits and cents stay far below it, so they arrive as
 * numbers, as they do from SQLite.
 */
const INT8 = 20;
const NUMERIC = 1700;
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    (oid === INT8 || oid === NUMERIC ? Number : pg.types.getTypeParser(oid, format))) as pg.CustomTypesConfig['getTypeParser'],
};

/** How long a query waits for a connection, and a new connection for the server, before it fails. */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * The PostgreSQL pool. A connection that breaks (the server restarted, the network cut) is reported
 * to `onError`: its query fails (answered 503, server/http/unreachable.ts), the pool drops it
 * and opens a new one when next needed, so the process recovers by itself once the server is back.
 * Unlistened, the break of a connection between two queries would end the process.
 */
export function postgresDialect(url: string, poolSize: number, onError: (error: Error) => void): PostgresDialect {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));
  return new PostgresDialect({ pool: preparingPool(pool) });
}
