import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ledgerDifferences, copyTable, isEmpty, rowCount, tablesInCopyOrder, type TableCount } from '../server/db/copy';
import { inTransaction, migrateToLatest, openDatabase, type Db } from '../server/db/database';
import { aloneAtStart } from '../server/db/startup-lock';
import { shownUrl } from '../server/config/shown-url';
import { shownDatabase } from '../server/db/site-database';
import { sqliteFile } from '../server/db/sqlite/open';

/**
 * npm run db:copy -- --from sqlite:PATH --to postgres://user@host:5432/name
 * Moves a site from its SQLite file (PATH: the data folder, or its amora.sqlite) to an empty
 * PostgreSQL database: both are migrated to the latest, every table is copied with its ids in one
 * transaction, and it commits only when every table's count and every member's credits and ledger
 * sum agree. Photos stay where they are: point the PostgreSQL site's PHOTOS_DIR at them.
 */
const USAGE = 'Usage: npm run db:copy -- --from sqlite:PATH --to postgres://user@host:5432/name';

function fail(problem: string): never {
  console.error(`${problem}\n${USAGE}`);
  return process.exit(1);
}

const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' } } });
const from = values.from ?? fail('--from is missing.');
const to = values.to ?? fail('--to is missing.');
if (!from.startsWith('sqlite:')) fail('--from takes sqlite:PATH, the data folder of a site or its amora.sqlite.');
if (!URL.canParse(to) || !['postgres:', 'postgresql:'].includes(new URL(to).protocol)) fail('--to takes a PostgreSQL address, postgres://…');

const dataDir = sqliteFolder(from.slice('sqlite:'.length)) ?? fail(`There is no SQLite database at ${from.slice('sqlite:'.length)}.`);
const sourceDatabase = { kind: 'sqlite', dataDir } as const;
const targetDatabase = { kind: 'postgres', url: to, poolSize: 2 } as const;
console.log(`Copying ${shownDatabase(sourceDatabase)} to ${shownDatabase(targetDatabase)}`);
const source = openDatabase(sourceDatabase);
const target = openDatabase(targetDatabase);
try {
  await migrateToLatest(source);
  await aloneAtStart(target, migrateToLatest).catch((error: unknown) => fail(`${shownUrl(to)} cannot be reached or migrated: ${(error as Error).message}`));
  const tables = await tablesInCopyOrder(source);
  if (!(await isEmpty(target, tables))) fail(`${shownUrl(to)} holds data already; db:copy fills an empty database.`);
  const counts = await inTransaction(target, (trx) => copyAll(source, trx, tables))
    .catch((error: unknown) => (error instanceof Disagreement ? fail(error.message) : Promise.reject(error)));
  for (const { table, to: rows } of counts) console.log(`${table}: ${rows.toLocaleString('en')} rows`);
  console.log(`Copied ${counts.length} tables to ${shownUrl(to)}; every count and every member's credits and ledger sum agree.`);
} finally {
  await source.destroy();
  await target.destroy();
}

class Disagreement extends Error {}

/** Copies every table, then checks; a disagreement rolls the whole copy back. */
async function copyAll(source: Db, trx: Db, tables: string[]): Promise<TableCount[]> {
  for (const table of tables) await copyTable(source, trx, table);
  const counts = await Promise.all(tables.map(async (table) => ({ table, from: await rowCount(source, table), to: await rowCount(trx, table) })));
  const problems = [
    ...counts.filter((count) => count.from !== count.to).map(({ table, from, to }) => `${table}: ${from} rows before, ${to} after`),
    ...(await ledgerDifferences(source, trx)),
  ];
  if (problems.length > 0) throw new Disagreement(`The copy does not agree with its source and was undone:\n${problems.join('\n')}`);
  return counts;
}

function sqliteFolder(where: string): string | null {
  const folder = where.endsWith('.sqlite') ? path.dirname(where) : where;
  return fs.existsSync(sqliteFile(folder)) ? path.resolve(folder) : null;
}
