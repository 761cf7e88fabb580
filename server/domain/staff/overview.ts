import { OVERVIEW_DAYS, type OverviewResponse } from '../../../common/staff/overview';
import type { Db } from '../../db/database';
import { activePerDay, messagesPerDay, photoWaits, reportWaits, revenuePerDay, signupsPerDay, type DayCounts } from '../../db/overview';

/**
 * The overview's charts (docs/staff.md, Overview): signups, active members, messages, reports and
 * photos waiting, and revenue, for each of the last OVERVIEW_DAYS UTC days, today so far the last.
 */

const DAY_MS = 86_400_000;

/** Each day's start, oldest first, and the end of today (tomorrow's start: nothing has happened after now). */
function dayStarts(now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: OVERVIEW_DAYS + 1 }, (_, i) => new Date(today - (OVERVIEW_DAYS - 1 - i) * DAY_MS).toISOString());
}

const onDays = (days: string[], counts: DayCounts) => {
  const byDay = new Map(counts.map((row) => [row.day, row.n]));
  return days.map((day) => byDay.get(day) ?? 0);
};

/** How many of `waits` were waiting at each day's end: come by then, and not decided by then. */
const waitingAt = (ends: string[], waits: { created_at: string; decided_at: string | null }[]) =>
  ends.map((end) => waits.filter((wait) => wait.created_at < end && (wait.decided_at === null || wait.decided_at >= end)).length);

export async function overview(db: Db, now: Date, withRevenue: boolean): Promise<OverviewResponse> {
  const starts = dayStarts(now);
  const since = starts[0]!;
  const days = starts.slice(0, -1).map((start) => start.slice(0, 10));
  const ends = starts.slice(1);
  const [signups, active, messages, photos, reports, paid] = await Promise.all([
    signupsPerDay(db, since), activePerDay(db, since), messagesPerDay(db, starts), photoWaits(db, since), reportWaits(db, since),
    withRevenue ? revenuePerDay(db, since) : [],
  ]);
  let revenue: Record<string, number[]> | null = null;
  if (withRevenue) {
    revenue = {};
    for (const currency of new Set(paid.map((row) => row.currency))) {
      revenue[currency] = onDays(days, paid.filter((row) => row.currency === currency).map((row) => ({ day: row.day, n: row.amount })));
    }
  }
  return {
    days, signups: onDays(days, signups), active: onDays(days, active), messages,
    reports_waiting: waitingAt(ends, reports), photos_waiting: waitingAt(ends, photos), revenue,
  };
}
