import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import * as core from './migrations/2026-11-21-core';
import * as sessions from './migrations/2026-11-22-sessions';
import * as accounts from './migrations/2026-11-23-accounts';
import * as profiles from './migrations/2026-11-24-profiles';
import * as likes from './migrations/2026-11-25-likes';
import type { Database } from './schema';

export type Db = Kysely<Database>;

/** Migrations by name; names sort in the order they must run. */
const MIGRATIONS = {
  '2026-11-21-core': core,
  '2026-11-22-sessions': sessions,
  '2026-11-23-accounts': accounts,
  '2026-11-24-profiles': profiles,
  '2026-11-25-likes': likes,
};

/** Opens the SQLite file in dataDir (WAL, foreign keys on). */
export function openDatabase(dataDir: string): Db {
  fs.mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(dataDir, 'amora.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

/** Kysely prepares every query anew; the same SQL text reuses its prepared statement instead. */
/** Search writes its filter values into the SQL, so there are many texts: keep plenty. */
const STATEMENT_CACHE_SIZE = 2_000;

function withStatementCache(sqlite: SQLite.Database): SQLite.Database {
  const prepare = sqlite.prepare.bind(sqlite);
  const statements = new Map<string, SQLite.Statement>();
  sqlite.prepare = ((source: string) => {
    let statement = statements.get(source);
    if (!statement) {
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
      statement = prepare(source);
      statements.set(source, statement);
    }
    return statement;
  }) as SQLite.Database['prepare'];
  return sqlite;
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}
