import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * The few places where SQLite and PostgreSQL need different SQL ask this. Kysely keeps the adapter
 * on the executor that every query, transaction and migration of one database shares.
 */
export function isPostgres<DB>(db: Kysely<DB>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * The id column of a table: an identity on PostgreSQL, SQLite's integer primary key with
 * AUTOINCREMENT (an id is never given twice) on SQLite. "By default", so that a copy of an existing
 * site keeps its ids (scripts/db-copy.ts).
 */
export function idColumn<DB>(db: Kysely<DB>) {
  return (column: ColumnDefinitionBuilder) => (isPostgres(db)
    ? column.primaryKey().generatedByDefaultAsIdentity()
    : column.primaryKey().autoIncrement());
}

/** The column type of raw bytes: SQLite's blob is PostgreSQL's bytea; both read back as a Buffer. */
export function bytesType<DB>(db: Kysely<DB>): 'blob' | 'bytea' {
  return isPostgres(db) ? 'bytea' : 'blob';
}
