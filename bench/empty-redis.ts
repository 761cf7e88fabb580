import { Redis } from 'ioredis';

/** Empties a bench's own Redis database (its number is the bench's alone), so a run starts clean. */
export async function emptyRedis(url: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 0 });
  try {
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
}
