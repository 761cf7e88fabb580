import { MAIL_RATE } from '../constants';

/**
 * Seconds a member must wait before another mail of a kind, given when the earlier ones were sent
 * (newest first, last 24 hours); 0 when one may be sent now.
 */
export function mailWaitSeconds(sentTimes: readonly number[], now: number): number {
  const sinceLast = sentTimes.length ? now - sentTimes[0]! : Infinity;
  const waits = [MAIL_RATE.minIntervalMs - sinceLast];
  if (sentTimes.length >= MAIL_RATE.perDay) waits.push(sentTimes[MAIL_RATE.perDay - 1]! + 24 * 3600_000 - now);
  return Math.max(0, Math.ceil(Math.max(...waits) / 1000));
}
