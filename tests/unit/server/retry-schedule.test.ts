import { describe, expect, it } from 'vitest';
import { attemptsSpanning, retryDelay, RETRY_ATTEMPTS, RETRY_SPAN_MS } from '../../../server/adapters/retry-schedule';

/** When the job queue tries a failed job again (issue 50 item 2: a mail was lost after 2.5 minutes of its server away). */

const HOUR = 3600_000;
/** How long after its first attempt a job with this many attempts makes its last. */
const span = (attempts: number) => Array.from({ length: attempts - 1 }, (_, n) => retryDelay(n + 1)).reduce((sum, wait) => sum + wait, 0);

describe('the retry schedule', () => {
  it('waits 10 s after the first failure, twice as long after each next one, at most an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 40].map(retryDelay)).toEqual([
      10_000, 20_000, 40_000, 80_000, 160_000, 320_000, 640_000, 1_280_000, 2_560_000, HOUR, HOUR, HOUR,
    ]);
  });

  it('tries a job for at least a day by default: 33 attempts, the last 24 h 25 min 10 s after the first', () => {
    expect(RETRY_SPAN_MS).toBeGreaterThanOrEqual(24 * HOUR);
    expect(RETRY_ATTEMPTS).toBe(33);
    expect(span(RETRY_ATTEMPTS)).toBe(87_910_000);
    expect(span(RETRY_ATTEMPTS)).toBeGreaterThanOrEqual(24 * HOUR);
    // The fewest that do: one attempt less falls short of the day.
    expect(span(RETRY_ATTEMPTS - 1)).toBeLessThan(24 * HOUR);
    // What lost the mail: five attempts in 2.5 minutes.
    expect(span(5)).toBe(150_000);
  });

  it('gives a recurring job the attempts that reach its next occurrence', () => {
    expect(attemptsSpanning(0)).toBe(1);
    for (const period of [5 * 60_000, 10 * 60_000, 15 * 60_000, HOUR, 24 * HOUR]) {
      const attempts = attemptsSpanning(period);
      expect(span(attempts), String(period)).toBeGreaterThanOrEqual(period);
      expect(span(attempts - 1), String(period)).toBeLessThan(period);
    }
    expect([5 * 60_000, 10 * 60_000, HOUR].map(attemptsSpanning)).toEqual([6, 7, 10]);
  });
});
