import { describe, expect, it } from 'vitest';
import { isRetryableStatus, retryDelayMs } from '../../../common/rules/retry';

describe('retryDelayMs', () => {
  // Spec §9: 5 request retries, fetch minimum delay 200 ms, doubling each time.
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

describe('isRetryableStatus', () => {
  it.each([null, 408, 429, 500, 503])('retries %s', (status) => {
    expect(isRetryableStatus(status)).toBe(true);
  });

  it.each([400, 403, 404])('does not retry %i', (status) => {
    expect(isRetryableStatus(status)).toBe(false);
  });
});
