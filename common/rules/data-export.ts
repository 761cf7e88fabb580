import { DATA_EXPORT_DAYS, DATA_EXPORT_FRESH_HOURS } from '../constants';

/** When the member's data archives are answered again and when they expire (docs/api.md, Data requests). */

const HOUR_MS = 3600_000;

export interface ExportTimes {
  created_at: string;
  ready_at: string | null;
}

/** When an archive made at `readyAt` stops being downloadable. */
export function exportExpiry(readyAt: Date): Date {
  return new Date(readyAt.getTime() + DATA_EXPORT_DAYS * 24 * HOUR_MS);
}

/**
 * Whether the member's newest archive answers a new request instead of a second one: while it is
 * being prepared, and for a day after it was ready. One export at a time, so that a member pressing
 * again, or twice in two tabs, does not queue the building of a second archive; one whose job never
 * finished (it failed every attempt) stops standing in the way after that day too.
 */
export function exportAnswersRequest(newest: ExportTimes | undefined, now: Date): boolean {
  if (!newest) return false;
  return now.getTime() - Date.parse(newest.ready_at ?? newest.created_at) < DATA_EXPORT_FRESH_HOURS * HOUR_MS;
}
