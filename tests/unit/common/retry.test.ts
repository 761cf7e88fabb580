import { describe, expect, it } from 'vitest';
import { isTransient, retryAfterSeconds, retryDelayMs } from '../../../common/rules/retry';

describe('retryDelayMs', () => {
  // docs/product/limits.md#timings: 5 request retries, fetch minimum delay 200 ms, doubling each time.
  it.each([
    [1, 200],
    [2, 400],
    [3, 800],
    [4, 1600],
    [5, 3200],
  ])('attempt %i waits %i ms', (attempt, delay) => {
    expect(retryDelayMs(attempt)).toBe(delay);
  });

  it.each([0, 6])('attempt %i → null', (attempt) => {
    expect(retryDelayMs(attempt)).toBeNull();
  });
});

describe('isTransient', () => {
  it.each([null, 408, 500, 503])('retries %s', (status) => {
    expect(isTransient(status)).toBe(true);
  });

  it.each([400, 401, 403, 404, 409])('does not retry %i', (status) => {
    expect(isTransient(status)).toBe(false);
  });

  it('retries a rate limit only when it asks for a short wait', () => {
    expect(isTransient(429, 2)).toBe(true);
    expect(isTransient(429, 5)).toBe(true);
    expect(isTransient(429, 6)).toBe(false);
    // A lockout for minutes, or a 429 that does not say when: the member is told at once.
    expect(isTransient(429, 900)).toBe(false);
    expect(isTransient(429)).toBe(false);
  });

  it('retries a write still under way (409 with a short Retry-After), not another conflict', () => {
    expect(isTransient(409, 1)).toBe(true);
    expect(isTransient(409)).toBe(false);
  });
});

describe('retryAfterSeconds', () => {
  it('reads whole seconds and nothing else', () => {
    expect(retryAfterSeconds('3')).toBe(3);
    expect(retryAfterSeconds(null)).toBeNull();
    expect(retryAfterSeconds('Wed, 21 Oct 2026 07:28:00 GMT')).toBeNull();
    expect(retryAfterSeconds('-1')).toBeNull();
  });
});
