/**
 * A member's own day, in their time zone (an IANA name the browser gives, such as Europe/Warsaw): when
 * it began and when the next one begins. Daily allowances (the swipe game's likes) reset then, not at
 * midnight UTC. Built on Intl alone, so both sides agree without a time-zone library.
 */

/** Where no zone is known, days are counted in UTC. */
export const FALLBACK_TIME_ZONE = 'UTC';

/** Longest IANA name plus room: "America/Argentina/ComodRivadavia" is 32 characters. */
export const TIME_ZONE_MAX_LENGTH = 64;

/** Whether the runtime knows this zone. */
export function isTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > TIME_ZONE_MAX_LENGTH) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall clock in the zone at this instant, read as if it were UTC (milliseconds dropped). */
function wallClock(at: Date, timeZone: string): number {
  const parts = Object.fromEntries(formatIn(timeZone).formatToParts(at).map((part) => [part.type, Number(part.value)]));
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/** The instant the local calendar day `dayUtc` (that day's 00:00 read as UTC) begins in the zone. */
function instantOfLocalMidnight(dayUtc: number, timeZone: string): Date {
  // Local time = instant + offset. Two rounds settle the offset across a DST change the same day.
  let instant = dayUtc;
  for (let round = 0; round < 2; round += 1) instant = dayUtc - (wallClock(new Date(instant), timeZone) - instant);
  // Where midnight does not exist (the clock jumps from 23:59 to 01:00), the day begins at the jump:
  // step back to the first instant whose local date is that day.
  while (wallClock(new Date(instant - 3600_000), timeZone) >= dayUtc) instant -= 3600_000;
  const local = wallClock(new Date(instant), timeZone);
  return new Date(local < dayUtc ? instant + (dayUtc - local) : instant);
}

const DAY_MS = 86_400_000;

/** When the member's current day began. */
export function startOfLocalDay(now: Date, timeZone: string): Date {
  const local = wallClock(now, timeZone);
  return instantOfLocalMidnight(local - (((local % DAY_MS) + DAY_MS) % DAY_MS), timeZone);
}

/** When the member's next day begins: the daily reset. */
export function nextLocalMidnight(now: Date, timeZone: string): Date {
  const local = wallClock(now, timeZone);
  return instantOfLocalMidnight(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) + DAY_MS, timeZone);
}
