import { DEFAULT_MIGRATION_TABLE } from 'kysely';
import type { DatabaseConfig, Db } from './database';
import { shownUrl } from '../config/shown-url';
import { sqliteFile } from './sqlite/open';

/** The database as an operator's command names it: the PostgreSQL address without its password, or the SQLite file. */
export function shownDatabase(config: DatabaseConfig): string {
  return config.kind === 'postgres' ? `PostgreSQL ${shownUrl(config.url)}` : `SQLite file ${sqliteFile(config.dataDir)}`;
}

/** Whether the database holds a site: its migrations ran once (a start, or npm run migrate). */
export async function holdsSite(db: Db): Promise<boolean> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  return tables.some((table) => table.name === DEFAULT_MIGRATION_TABLE);
}
