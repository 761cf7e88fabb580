import { loadConfigOrExit } from '../server/config';
import { migrateToLatest } from '../server/db/database';
import { buildPlatform, type Platform } from '../server/platform/platform';

/**
 * The server's database and adapters for a command-line script, from the same environment as the
 * server, migrated. It logs only warnings: the script itself says what it did. Close it at the end.
 */
export async function scriptPlatform(): Promise<Platform> {
  const platform = buildPlatform({ ...loadConfigOrExit(), logLevel: 'warn' });
  await migrateToLatest(platform.db);
  return platform;
}
