import { REQUEST_RETRIES, FETCH_MIN_DELAY_MS, RETRY_AFTER_MAX_SECONDS } from '../constants';

/** Delay before retry number `attempt` (1-based): 200, 400, 800 … ms; null when retries are used up. */
export function retryDelayMs(attempt: number): number | null {
  if (attempt < 1 || attempt > REQUEST_RETRIES) return null;
  return FETCH_MIN_DELAY_MS * 2 ** (attempt - 1);
}

/**
 * Only failures that may pass on their own are retried: no answer at all (the network, a timeout),
 * 408, 5xx, and a rate limit or a write still under way (409) whose Retry-After asks for a short wait.
 * Any other answer is final and shown at once: a refused login, a lockout for minutes, a wait of a
 * minute for the next mail.
 */
export function isTransient(status: number | null, retryAfterSeconds: number | null = null): boolean {
  if (status === 429 || status === 409) return retryAfterSeconds !== null && retryAfterSeconds <= RETRY_AFTER_MAX_SECONDS;
  return status === null || status === 408 || status >= 500;
}

/** The seconds of a Retry-After header; null when it has none or one that is not a number of seconds. */
export function retryAfterSeconds(header: string | null): number | null {
  return header !== null && /^\d+$/.test(header.trim()) ? Number(header) : null;
}
