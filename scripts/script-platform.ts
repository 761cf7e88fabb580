import { loadConfigOrExit } from '../server/config';
import { migrateToLatest } from '../server/db/database';
import { aloneAtStart } from '../server/db/startup-lock';
import { buildPlatform, type Platform } from '../server/platform/platform';
import { exitUnlessServicesAnswer } from '../server/platform/reachable';

/**
 * The server's database and adapters for a command-line script, from the same environment as the
 * server, migrated. It logs only warnings: the script itself says what it did. Close it at the end.
 */
export async function scriptPlatform(): Promise<Platform> {
  const config = loadConfigOrExit();
  const platform = buildPlatform({ ...config, logLevel: 'warn' });
  await exitUnlessServicesAnswer(platform);
  await aloneAtStart(platform.db, migrateToLatest);
  return platform;
}
