import { Redis } from 'ioredis';

/**
 * The connections to Redis (REDIS_URL) that the processes of one site share their live events and
 * rate limits through. Two per process: one for commands, one that subscribes (a subscribing
 * connection can do nothing else).
 *
 * A command never waits for a Redis that is away: with no offline queue it fails at once, and one
 * in flight gives up after COMMAND_TIMEOUT_MS, so a request is answered either way (the limits say
 * how, server/http/context.ts). Both connections reconnect by themselves (ioredis's default: after
 * 50 ms, growing to 2 s), the subscriber with its channels.
 */
export interface RedisConnections {
  commands: Redis;
  subscriber: Redis;
  close(): Promise<void>;
}

const COMMAND_TIMEOUT_MS = 1000;

export function openRedis(url: string): RedisConnections {
  const commands = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: COMMAND_TIMEOUT_MS, connectionName: 'amora' });
  // Subscriptions made while Redis is away wait for it: the offline queue sends them on reconnect.
  const subscriber = new Redis(url, { maxRetriesPerRequest: null, connectionName: 'amora-events' });
  // Errors are the connection's news (refused, reset); the reconnects handle them, and the bus and limiter say what they mean.
  for (const connection of [commands, subscriber]) connection.on('error', () => undefined);
  return {
    commands,
    subscriber,
    async close() {
      // A connection that is not up has nothing to finish, and its QUIT would wait in the queue for it.
      await Promise.all([commands, subscriber].map((connection) =>
        connection.status === 'ready' ? connection.quit().catch(() => connection.disconnect()) : connection.disconnect()));
    },
  };
}

/**
 * The prefix of this site's keys and channels: its database number, since pub/sub channels are
 * shared by all of a Redis server's databases. Two sites (or two tests) on one Redis use two numbers.
 */
export function redisNamespace(redis: Redis): string {
  return `amora:${redis.options.db ?? 0}:`;
}

/**
 * Fails when the server has no database of the address's number. ioredis asks for it on connecting
 * but only reports the refusal as an event, and goes on in database 0, which others may share.
 * Database 0 is always there (and some hosted Redis refuse SELECT altogether).
 */
export async function redisHasDatabase(redis: Redis): Promise<void> {
  const database = Number(redis.options.db ?? 0);
  if (database !== 0) await redis.select(database);
}

/** Waits until Redis answers, or fails after `waitMs` with what the connection last met (the start asks). */
export async function redisAnswers(redis: Redis, waitMs = 3000): Promise<void> {
  if (redis.status !== 'ready') await new Promise<void>((resolve, reject) => {
    let met = 'no answer';
    const onError = (error: Error) => {
      met = error.message;
    };
    const done = (error?: Error) => {
      clearTimeout(timer);
      redis.off('error', onError).off('ready', done);
      if (error) reject(error);
      else resolve();
    };
    const timer = setTimeout(() => done(new Error(met)), waitMs);
    redis.on('error', onError).once('ready', done);
  });
  await redis.ping();
}
