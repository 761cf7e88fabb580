import { describe, expect, it } from 'vitest';
import { isTimeZone, nextLocalMidnight, startOfLocalDay } from '../../../common/rules/local-day';

const at = (iso: string) => new Date(iso);

describe('a member\'s own day', () => {
  it('begins and ends at local midnight', () => {
    const now = at('2026-11-23T15:30:00Z');
    expect(startOfLocalDay(now, 'UTC').toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(nextLocalMidnight(now, 'UTC').toISOString()).toBe('2026-11-24T00:00:00.000Z');
    // Warsaw is UTC+1 in November: its midnight is 23:00 UTC the day before.
    expect(startOfLocalDay(now, 'Europe/Warsaw').toISOString()).toBe('2026-11-22T23:00:00.000Z');
    expect(nextLocalMidnight(now, 'Europe/Warsaw').toISOString()).toBe('2026-11-23T23:00:00.000Z');
    // New York is UTC−5: 15:30 UTC is 10:30 there.
    expect(nextLocalMidnight(now, 'America/New_York').toISOString()).toBe('2026-11-24T05:00:00.000Z');
  });

  it('knows which calendar day it is where the member is, not in UTC', () => {
    // 23:30 UTC is already the next day in Warsaw and still the same day in New York.
    const now = at('2026-11-23T23:30:00Z');
    expect(startOfLocalDay(now, 'Europe/Warsaw').toISOString()).toBe('2026-11-23T23:00:00.000Z');
    expect(startOfLocalDay(now, 'America/New_York').toISOString()).toBe('2026-11-23T05:00:00.000Z');
    expect(nextLocalMidnight(at('2026-11-23T12:00:00Z'), 'Pacific/Kiritimati').toISOString()).toBe('2026-11-24T10:00:00.000Z');
  });

  it('counts a day of 23 or 25 hours across a daylight-saving change', () => {
    // Europe moves to summer time on 29 March 2026 at 02:00: that day has 23 hours.
    const spring = at('2026-03-29T12:00:00Z');
    const begin = startOfLocalDay(spring, 'Europe/Berlin');
    const end = nextLocalMidnight(spring, 'Europe/Berlin');
    expect(begin.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(end.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(end.getTime() - begin.getTime()).toBe(23 * 3600_000);
    const autumn = at('2026-10-25T12:00:00Z');
    expect(nextLocalMidnight(autumn, 'Europe/Berlin').getTime() - startOfLocalDay(autumn, 'Europe/Berlin').getTime()).toBe(25 * 3600_000);
  });

  it('begins a day without a midnight when its clock first shows that date', () => {
    // Santiago de Chile moved to summer time on 8 September 2024 at 00:00, straight to 01:00 (UTC−4 → UTC−3).
    const day = startOfLocalDay(at('2024-09-08T12:00:00Z'), 'America/Santiago');
    expect(day.toISOString()).toBe('2024-09-08T04:00:00.000Z');
    expect(nextLocalMidnight(at('2024-09-07T12:00:00Z'), 'America/Santiago').toISOString()).toBe('2024-09-08T04:00:00.000Z');
  });

  it('the next day always begins after now, and the day began at or before it', () => {
    for (const zone of ['UTC', 'Europe/Amsterdam', 'Asia/Kolkata', 'America/St_Johns', 'Australia/Lord_Howe']) {
      for (let hour = 0; hour < 48; hour += 1) {
        const now = new Date(Date.UTC(2026, 9, 24, hour, 17));
        expect(startOfLocalDay(now, zone).getTime()).toBeLessThanOrEqual(now.getTime());
        expect(nextLocalMidnight(now, zone).getTime()).toBeGreaterThan(now.getTime());
      }
    }
  });

  it('accepts only zones the runtime knows', () => {
    expect(isTimeZone('Europe/Amsterdam')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone('x'.repeat(65))).toBe(false);
  });
});
