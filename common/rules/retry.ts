import { REQUEST_RETRIES, FETCH_MIN_DELAY_MS } from '../constants';

/** Delay before retry number `attempt` (1-based): 200, 400, 800 … ms; null when retries are used up. */
export function retryDelayMs(attempt: number): number | null {
  if (attempt < 1 || attempt > REQUEST_RETRIES) return null;
  return FETCH_MIN_DELAY_MS * 2 ** (attempt - 1);
}

/** Only failures that may pass on their own are retried: the network, 408, 429 and 5xx. */
export function isRetryableStatus(status: number | null): boolean {
  return status === null || status === 408 || status === 429 || status >= 500;
}
