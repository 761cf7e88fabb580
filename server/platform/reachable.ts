import type { Config } from '../config';
import { redisAnswers } from '../adapters/redis';
import { databaseAnswers, type Db } from '../db/database';
import { shownUrl } from '../db/shown-url';
import type { Platform } from './platform';

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
    exitNaming('DATABASE_URL', config.database.url, error);
  }
}

/** The database, then Redis when REDIS_URL is set: a start goes on only with both answering. */
export async function exitUnlessServicesAnswer(platform: Platform): Promise<void> {
  await exitUnlessDatabaseAnswers(platform.config, platform.db);
  if (!platform.redis || !platform.config.redisUrl) return;
  try {
    await redisAnswers(platform.redis.commands);
  } catch (error) {
    await platform.close().catch(() => {});
    exitNaming('REDIS_URL', platform.config.redisUrl, error);
  }
}

function exitNaming(variable: string, url: string, error: unknown): never {
  console.error(`Configuration: ${variable}=${shownUrl(url)} cannot be reached: ${(error as Error).message}.`);
  process.exit(1);
}
