import { BADGE_CAP, CREDITS_BADGE_MAX } from '../constants';

/** Text of a count badge: nothing at 0, the number up to 99, then '99+'. */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}

export type CreditsBadgeState = 'warning' | 'danger';

/** The credits badge shows at 10 credits or fewer: warning above 0, danger at 0. */
export function creditsBadgeState(credits: number): CreditsBadgeState | null {
  if (credits > CREDITS_BADGE_MAX) return null;
  return credits > 0 ? 'warning' : 'danger';
}

/** The page title prefixed with the total of unread messages and new likes in parentheses. */
export function titleWithCount(title: string, count: number): string {
  return count > 0 ? `(${count}) ${title}` : title;
}
