import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { SqliteDialect } from 'kysely';

/** The site's SQLite file in its data folder (DATA_DIR). */
export const sqliteFile = (dataDir: string) => path.join(dataDir, 'amora.sqlite');

/**
 * The SQLite connection: one file in the data folder, WAL so readers never wait for the writer,
 * foreign keys on, and a writer that waits up to 5 s for another process's write to finish.
 */
export function sqliteDialect(dataDir: string): SqliteDialect {
  fs.mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(sqliteFile(dataDir));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new SqliteDialect({ database: withStatementCache(sqlite) });
}

/** Search writes its filter values into the SQL (see plan.ts), so there are many texts: keep plenty. */
const STATEMENT_CACHE_SIZE = 2_000;

/** Kysely prepares every query anew; the same SQL text reuses its prepared statement instead. */
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
