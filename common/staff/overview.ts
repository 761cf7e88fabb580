/** The staff's overview (docs/staff.md, Overview): the last days, counted per UTC day. */

export const OVERVIEW_DAYS = 30;

export interface OverviewResponse {
  /** The days, oldest first, as YYYY-MM-DD (UTC); the last is today, so far. */
  days: string[];
  signups: number[];
  /** Members who opened the app that day. */
  active: number[];
  messages: number[];
  /** Waiting at the day's end (today: now). */
  reports_waiting: number[];
  photos_waiting: number[];
  /** Paid per currency (minor units) by the day the credits came; null for a role that may not see money. */
  revenue: Record<string, number[]> | null;
}
