import { describe, expect, it } from 'vitest';
import { formatCountdown, timeBonusRemainingSeconds } from '../../../common/rules/countdown';

describe('formatCountdown', () => {
  // docs/product/limits.md#discounts-and-offers: hours, minutes and seconds, "each as two digits".
  it.each([
    [0, '00:00:00'],
    [59, '00:00:59'],
    [60, '00:01:00'],
    [3599, '00:59:59'],
    [3600, '01:00:00'],
    [14399, '03:59:59'],
    [14400, '04:00:00'],
    [59.9, '00:00:59'],
    [-5, '00:00:00'],
  ])('%d s → %s', (seconds, expected) => {
    expect(formatCountdown(seconds)).toBe(expected);
  });
});

describe('timeBonusRemainingSeconds', () => {
  const signup = '2024-01-01T12:00:00Z';
  const after = (seconds: number) => new Date(Date.parse(signup) + seconds * 1000);
  const active = { loggedIn: true, paidUser: false, signupDate: signup };

  it('is null when logged out', () => {
    expect(timeBonusRemainingSeconds({ ...active, loggedIn: false, now: after(10) })).toBeNull();
  });

  it('is null for a paid user', () => {
    expect(timeBonusRemainingSeconds({ ...active, paidUser: true, now: after(10) })).toBeNull();
  });

  it('is null without a signup date', () => {
    expect(timeBonusRemainingSeconds({ ...active, signupDate: null, now: after(10) })).toBeNull();
  });

  it('is null for an invalid signup date', () => {
    expect(timeBonusRemainingSeconds({ ...active, signupDate: 'not a date', now: after(10) })).toBeNull();
  });

  // docs/product/states.md#time-bonus: none "when signup was 14,400 s (4 hours) or more ago".
  it('is null at exactly 14400 s after signup', () => {
    expect(timeBonusRemainingSeconds({ ...active, now: after(14400) })).toBeNull();
  });

  it('is null later than 14400 s after signup', () => {
    expect(timeBonusRemainingSeconds({ ...active, now: after(20000) })).toBeNull();
  });

  it('is 1 at 14399 s after signup', () => {
    expect(timeBonusRemainingSeconds({ ...active, now: after(14399) })).toBe(1);
  });

  it('is 14400 right at signup', () => {
    expect(timeBonusRemainingSeconds({ ...active, now: after(0) })).toBe(14400);
  });

  it('is 14400 minus the time since signup', () => {
    expect(timeBonusRemainingSeconds({ ...active, now: after(3600) })).toBe(10800);
  });

  it('is 14400 for a signup date in the future', () => {
    expect(timeBonusRemainingSeconds({ ...active, now: after(-600) })).toBe(14400);
  });
});
