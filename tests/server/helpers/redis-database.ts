import { Redis } from 'ioredis';
import { ON_POSTGRES } from './test-database';

/**
 * The machine's Redis (127.0.0.1:6379) for the tests of the Redis paths. Each test file that uses it
 * has a database number of its own, listed here, so files that run at the same time never meet; the
 * `postgres` project's run of a file takes the upper half. A file empties its database before and
 * after (the bus's channels carry the number too: server/adapters/redis.ts).
 */
const FILES = { adapters: 1, live: 2, processes: 3 } as const;

export const REDIS_PORT = 6379;

export interface TestRedis {
  url: string;
  /** The same database through another port (a relay the test cuts). */
  urlThrough: (port: number) => string;
  drop: () => Promise<void>;
}

export async function freshRedis(file: keyof typeof FILES): Promise<TestRedis> {
  const number = FILES[file] + (ON_POSTGRES ? 8 : 0);
  const urlThrough = (port: number) => `redis://127.0.0.1:${port}/${number}`;
  const empty = async () => {
    const admin = new Redis(urlThrough(REDIS_PORT), { lazyConnect: true, maxRetriesPerRequest: 0 });
    try {
      await admin.connect();
      await admin.flushdb();
    } catch (error) {
      throw new Error(`Redis at 127.0.0.1:${REDIS_PORT} does not answer (${(error as Error).message}): start it with redis-server --daemonize yes --port ${REDIS_PORT}.`, { cause: error });
    } finally {
      admin.disconnect();
    }
  };
  await empty();
  return { url: urlThrough(REDIS_PORT), urlThrough, drop: empty };
}
