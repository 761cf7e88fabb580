import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { RateLimiter } from './rate-limiter';
import { redisNamespace } from './redis';

/**
 * The rate limits shared by every process of a site (REDIS_URL): the same sliding window as the
 * process's own limiter (./rate-limiter.ts), kept in Redis as a sorted set of call times per key
 * and counted in one script, so two processes counting at once cannot both take the last call.
 * Calls alternating between processes reach a limit at the same count as on one.
 *
 * When Redis does not answer, `hit` throws: whether the call goes ahead is the call's own rule
 * (server/http/context.ts).
 */

// KEYS[1]: the key. ARGV: now (ms), window (ms), max, a name for this call. Returns the ms to wait, or 0 when counted.
const SLIDING_WINDOW = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return tonumber(oldest[2]) + tonumber(ARGV[2]) - tonumber(ARGV[1])
end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 0
`;

type WithWindow = Redis & { slidingWindow(key: string, now: number, windowMs: number, max: number, name: string): Promise<number> };

export function redisRateLimiter(redis: Redis): RateLimiter {
  const prefix = `${redisNamespace(redis)}limit:`;
  redis.defineCommand('slidingWindow', { numberOfKeys: 1, lua: SLIDING_WINDOW });
  const counted = redis as WithWindow;
  return {
    async hit(key, { max, seconds }, now) {
      const name = `${now.getTime()}-${randomBytes(6).toString('base64url')}`;
      const waitMs = await counted.slidingWindow(`${prefix}${key}`, now.getTime(), seconds * 1000, max, name);
      return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0;
    },
  };
}
