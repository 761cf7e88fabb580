import fs from 'node:fs';
import { loadConfigOrExit, type Config } from '../server/config/config';
import { migrateToLatest } from '../server/db/database';
import { holdsSite, shownDatabase } from '../server/db/site-database';
import { sqliteFile } from '../server/db/sqlite/open';
import { aloneAtStart } from '../server/db/startup-lock';
import { buildPlatform, type Platform } from '../server/platform/platform';
import { exitUnlessServicesAnswer } from '../server/platform/reachable';

/**
 * The server's database and adapters for a command-line script, from the same environment as the
 * server, migrated. It logs only warnings: the script itself says what it did. Close it at the end.
 *
 * The first line names the database, and only one that holds a site is used: run without the
 * server's environment, a script would otherwise make a new, empty database in ./data and do its
 * work there. A new site's database is made by npm start or npm run migrate only.
 */
export async function scriptPlatform(): Promise<Platform> {
  const config = loadConfigOrExit();
  sayDatabase(config);
  // Opening a SQLite file makes it: look before.
  if (config.database.kind === 'sqlite' && !fs.existsSync(sqliteFile(config.database.dataDir))) exitWithoutSite(config);
  const platform = buildPlatform({ ...config, logLevel: 'warn' });
  await exitUnlessServicesAnswer(platform);
  if (!(await holdsSite(platform.db))) {
    await platform.close();
    exitWithoutSite(config);
  }
  await aloneAtStart(platform.db, migrateToLatest);
  return platform;
}

/** The first line of an operator's command: the database it works on, so that a wrong one shows at once. */
export function sayDatabase(config: Config): void {
  console.log(`Database: ${shownDatabase(config.database)}`);
}

function exitWithoutSite(config: Config): never {
  console.error(`Configuration: no site's database at ${shownDatabase(config.database)}; set DATABASE_URL to the site's PostgreSQL database, or DATA_DIR to the folder of its amora.sqlite, as the server has them (npm start or npm run migrate makes a new site, this command does not).`);
  return process.exit(1);
}
