/**
 * Counts calls per key in a sliding window. The default keeps the counts in this process, which is
 * right for one server; several processes behind a balancer share a Redis implementation instead.
 */

export interface Limit {
  max: number;
  seconds: number;
}

export interface RateLimiter {
  /** Counts one call under the key: 0 when it is allowed, or the seconds until the next one is. */
  hit(key: string, limit: Limit, now: Date): Promise<number>;
}

/** Beyond this many keys, keys whose window has passed are dropped, so memory stays bounded. */
const PRUNE_AT = 10_000;

export function memoryRateLimiter(): RateLimiter {
  // The times of the latest calls per key, oldest first, at most `max` of them.
  const calls = new Map<string, { times: number[]; until: number }>();
  const prune = (now: number) => {
    for (const [key, entry] of calls) if (entry.until <= now) calls.delete(key);
  };
  return {
    async hit(key, { max, seconds }, now) {
      const at = now.getTime();
      const windowMs = seconds * 1000;
      const entry = calls.get(key) ?? { times: [], until: 0 };
      const recent = entry.times.filter((time) => time > at - windowMs);
      if (recent.length >= max) return Math.max(1, Math.ceil((recent[0]! + windowMs - at) / 1000));
      recent.push(at);
      if (calls.size >= PRUNE_AT) prune(at);
      calls.set(key, { times: recent.slice(-max), until: at + windowMs });
      return 0;
    },
  };
}
