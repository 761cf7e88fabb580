import type { Bus } from '../adapters/bus';
import type { RedisConnections } from '../adapters/redis';
import { databaseAnswers, type Db } from '../db/database';
import type { ServiceStates } from '../domain/deps';

/** No check waits longer: a load balancer asks every few seconds, and a slow answer is as bad as none. */
const CHECK_MS = 1000;

/**
 * Asks the database and Redis (both its connections: commands answer, events are subscribed), for
 * the readiness check of a load balancer (GET /readyz).
 */
export async function servicesAnswer(db: Db, redis: RedisConnections | null, bus: Bus): Promise<ServiceStates> {
  const [database, redisAnswers] = await Promise.all([
    answers(() => databaseAnswers(db)),
    redis ? answers(() => redis.commands.ping()) : Promise.resolve(null),
  ]);
  return { database, redis: redisAnswers === null ? null : redisAnswers && bus.live() };
}

async function answers(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(resolve, CHECK_MS, false)));
  try {
    return await Promise.race([check().then(() => true, () => false), late]);
  } finally {
    clearTimeout(timer);
  }
}
