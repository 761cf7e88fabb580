import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { cpuMsOfCommand } from './proc-stat';
import type { Db } from '../server/db/database';
import { isPostgres } from '../server/db/dialect';
import { databaseUrl, dropDatabase, onAdminConnection, POSTGRES_ADMIN_URL, uniqueName } from '../tests/server/postgres/admin';

/**
 * The databases the benches compare side by side in one run (issue 34): SQLite in a data folder,
 * as `npm start` runs, and the machine's PostgreSQL (AMORA_TEST_POSTGRES, as the tests use), each
 * fresh for one bench and removed after it.
 */
export const BENCH_DATABASES = ['sqlite', 'postgres'] as const;
export type BenchDatabase = (typeof BENCH_DATABASES)[number];

export interface FreshDatabase {
  /** The data folder (photos, mail) and, on SQLite, the database file's folder. */
  dataDir: string;
  /** What loadConfig reads: DATA_DIR, and DATABASE_URL on PostgreSQL only. */
  env: NodeJS.ProcessEnv;
  remove(): Promise<void>;
}

export async function freshDatabase(kind: BenchDatabase, purpose: string): Promise<FreshDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `amora-bench-${purpose}-`));
  const { DATABASE_URL: _ignored, ...env } = process.env;
  if (kind === 'sqlite') {
    return { dataDir, env: { ...env, DATA_DIR: dataDir }, remove: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = uniqueName(`amora_bench_${purpose}`);
  try {
    await onAdminConnection((client) => client.query(`create database "${name}"`));
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`The PostgreSQL benches need PostgreSQL 15 at ${POSTGRES_ADMIN_URL} (trust authentication for user postgres), or AMORA_TEST_POSTGRES pointing at one: ${(error as Error).message}`, { cause: error });
  }
  return {
    dataDir,
    env: { ...env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl(name) },
    remove: async () => {
      await dropDatabase(name);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * CPU time (ms) of the PostgreSQL server's processes so far: on PostgreSQL the database works
 * outside the server process, and a bench's CPU shares should say how much.
 */
export const postgresCpuMs = (): number => cpuMsOfCommand('postgres');

/**
 * What a database is after seeding, as a site's is once its maintenance has run: statistics on
 * both; on PostgreSQL also the visibility map (VACUUM), which autovacuum sets on a table of inserts
 * soon after (taking a share of the cores meanwhile) and without which a count cannot be answered
 * from an index alone.
 */
export async function settle(db: Db): Promise<void> {
  await sql`${sql.raw(isPostgres(db) ? 'VACUUM ANALYZE' : 'ANALYZE')}`.execute(db);
}
