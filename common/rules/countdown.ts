import { TIME_BONUS } from '../constants';

const pad = (n: number) => String(n).padStart(2, '0');

/** hours:minutes:seconds, each zero-padded to two digits (docs/product/limits.md#discounts-and-offers). */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

export interface TimeBonusInput {
  loggedIn: boolean;
  paidUser: boolean;
  /** ISO 8601 signup time of the member. */
  signupDate: string | null;
  now: Date;
}

/** Seconds left of the time bonus, or null when there is none (docs/product/states.md#time-bonus). */
export function timeBonusRemainingSeconds({ loggedIn, paidUser, signupDate, now }: TimeBonusInput): number | null {
  if (!loggedIn || paidUser || !signupDate) return null;
  const elapsed = Math.floor((now.getTime() - Date.parse(signupDate)) / 1000);
  if (Number.isNaN(elapsed) || elapsed >= TIME_BONUS.validSeconds) return null;
  return TIME_BONUS.validSeconds - Math.max(0, elapsed);
}
