import type { Config } from '../config';
import { databaseAnswers, type Db } from '../db/database';
import { shownUrl } from '../db/shown-url';

/**
 * Asks the configured database once, so that a wrong DATABASE_URL or a PostgreSQL that is not
 * running stops a start with one line naming the variable, not with a stack trace later.
 */
export async function exitUnlessDatabaseAnswers(config: Config, db: Db): Promise<void> {
  if (config.database.kind !== 'postgres') return;
  try {
    await databaseAnswers(db);
  } catch (error) {
    await db.destroy().catch(() => {});
    console.error(`Configuration: DATABASE_URL=${shownUrl(config.database.url)} cannot be reached: ${(error as Error).message}.`);
    process.exit(1);
  }
}
