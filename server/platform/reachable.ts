import type { Redis } from 'ioredis';
import type { Config } from '../config/config';
import { redisAnswers, redisHasDatabase } from '../adapters/redis';
import { databaseAnswers, type Db } from '../db/database';
import { shownUrl } from '../config/shown-url';
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
    exitNaming('DATABASE_URL', config.database.url, `cannot be reached: ${(error as Error).message}`);
  }
}

/** The database, then Redis when REDIS_URL is set: a start goes on only with both answering. */
export async function exitUnlessServicesAnswer(platform: Platform): Promise<void> {
  await exitUnlessDatabaseAnswers(platform.config, platform.db);
  if (!platform.redis || !platform.config.redisUrl) return;
  const problem = await redisProblem(platform.redis.commands);
  if (problem === null) return;
  await platform.close().catch(() => {});
  exitNaming('REDIS_URL', platform.config.redisUrl, problem);
}

/** What keeps this process from Redis: none answers, or it has no database of the address's number. */
async function redisProblem(redis: Redis): Promise<string | null> {
  try {
    await redisAnswers(redis);
  } catch (error) {
    return `cannot be reached: ${(error as Error).message}`;
  }
  try {
    await redisHasDatabase(redis);
  } catch (error) {
    return `names database ${redis.options.db ?? 0}, which this Redis does not have (${(error as Error).message}; it has as many as its \`databases\` setting, 16 unless set)`;
  }
  return null;
}

function exitNaming(variable: string, url: string, problem: string): never {
  console.error(`Configuration: ${variable}=${shownUrl(url)} ${problem}.`);
  process.exit(1);
}
