import { loadConfigOrExit } from '../server/config';
import { migrateToLatest } from '../server/db/database';
import { aloneAtStart } from '../server/db/startup-lock';
import { buildPlatform, type Platform } from '../server/platform/platform';
import { exitUnlessDatabaseAnswers } from '../server/platform/reachable-database';

/**
 * The server's database and adapters for a command-line script, from the same environment as the
 * server, migrated. It logs only warnings: the script itself says what it did. Close it at the end.
 */
export async function scriptPlatform(): Promise<Platform> {
  const config = loadConfigOrExit();
  const platform = buildPlatform({ ...config, logLevel: 'warn' });
  await exitUnlessDatabaseAnswers(config, platform.db);
  await aloneAtStart(platform.db, migrateToLatest);
  return platform;
}
