import { sql } from 'kysely';
import type { Db } from './database';
import { continueIdsAfterHighest } from './id-sequences';

/**
 * Moving a site's data from its SQLite file to PostgreSQL (scripts/db-copy.ts): every table, its
 * rows with their ids, then the checks that prove nothing was lost. Both databases are at the same
 * (latest) migration, so their tables and columns are the same.
 */

/** Rows per read and per insert: far below PostgreSQL's 65,535 bound values for the widest table. */
const BATCH = 1_000;

export interface TableCount {
  table: string;
  from: number;
  to: number;
}

/** The tables of a SQLite database, each after the tables its foreign keys name, so every insert finds what it refers to. */
export async function tablesInCopyOrder(source: Db): Promise<string[]> {
  const tables = (await source.introspection.getTables()).map((table) => table.name);
  const { rows } = await sql<{ name: string; refers: string }>`
    select m.name, f."table" as refers from sqlite_master m, pragma_foreign_key_list(m.name) f where m.type = 'table'
  `.execute(source);
  const ordered: string[] = [];
  const visit = (table: string, path: string[]) => {
    if (ordered.includes(table)) return;
    if (path.includes(table)) throw new Error(`The tables ${path.join(', ')} refer to each other in a circle.`);
    for (const { refers } of rows.filter((row) => row.name === table && row.refers !== table)) visit(refers, [...path, table]);
    ordered.push(table);
  };
  for (const table of tables.sort()) visit(table, []);
  return ordered;
}

/** Whether every table of the target is empty: a copy only fills an empty database. */
export async function isEmpty(target: Db, tables: string[]): Promise<boolean> {
  for (const table of tables) {
    const { rows } = await sql`select 1 from ${sql.table(table)} limit 1`.execute(target);
    if (rows.length > 0) return false;
  }
  return true;
}

/** Copies one table's rows in the order they were written, then has PostgreSQL's ids go on after the highest copied. */
export async function copyTable(source: Db, target: Db, table: string): Promise<void> {
  for (let after = 0; ;) {
    const { rows } = await sql<Record<string, unknown> & { copy_rowid: number }>`
      select rowid as copy_rowid, * from ${sql.table(table)} where rowid > ${after} order by rowid limit ${BATCH}
    `.execute(source);
    if (rows.length === 0) break;
    after = rows.at(-1)!.copy_rowid;
    const values = rows.map(({ copy_rowid: _, ...row }) => row);
    await target.insertInto(table as never).values(values as never).execute();
  }
  const columns = (await target.introspection.getTables()).find((t) => t.name === table)?.columns ?? [];
  if (columns.some((column) => column.name === 'id' && column.isAutoIncrementing)) await continueIdsAfterHighest(target, table);
}

export async function rowCount(db: Db, table: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db);
  return Number(rows[0]!.n);
}

/** Members whose balance, or the sum of their ledger, differs between the two databases, or from each other. */
export async function ledgerDifferences(source: Db, target: Db): Promise<string[]> {
  const balances = async (db: Db) => {
    const rows = await db.selectFrom('users').leftJoin('credit_ledger', 'credit_ledger.user_id', 'users.id')
      .select((eb) => ['users.id', 'users.credits', eb.fn.coalesce(eb.fn.sum<number>('credit_ledger.amount'), eb.lit(0)).as('ledger')])
      .groupBy(['users.id', 'users.credits']).execute();
    return new Map(rows.map((row) => [row.id, `${row.credits} credits, ledger ${Number(row.ledger)}`]));
  };
  const [from, to] = await Promise.all([balances(source), balances(target)]);
  const differences: string[] = [];
  for (const [id, balance] of from) {
    if (to.get(id) !== balance) differences.push(`member ${id}: ${balance} before, ${to.get(id) ?? 'missing'} after`);
  }
  return differences;
}
