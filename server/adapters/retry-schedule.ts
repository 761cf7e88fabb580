/**
 * When the job queue (./jobs.ts) tries a failed job again: 10 s after the first failure, twice as
 * long each time after that, at most an hour apart, for at least a day in all. A mail, push or
 * payment call outlives its server being away for a night; what still fails is dead, for staff to
 * see and run again (docs/staff.md, Jobs).
 */

const FIRST_RETRY_MS = 10_000;
/** An outage that lasts is asked about hourly, not ever more rarely. */
const LONGEST_RETRY_MS = 3600_000;
/** How long a job is tried by default. */
export const RETRY_SPAN_MS = 24 * 3600_000;

/** The wait before the next attempt after attempt `attempt` (1: the first) failed. */
export function retryDelay(attempt: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** (attempt - 1), LONGEST_RETRY_MS);
}

/** The fewest attempts whose waits in between add up to `spanMs` or more. */
export function attemptsSpanning(spanMs: number): number {
  let attempts = 1;
  for (let waited = 0; waited < spanMs; attempts += 1) waited += retryDelay(attempts);
  return attempts;
}

/** A job's attempts unless it is queued with fewer: 33, the last 24 h 25 min after the first. */
export const RETRY_ATTEMPTS = attemptsSpanning(RETRY_SPAN_MS);
