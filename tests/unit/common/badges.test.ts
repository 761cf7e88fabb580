import { describe, expect, it } from 'vitest';
import { badgeText, creditsBadgeState, titleWithCount } from '../../../common/rules/badges';

describe('badgeText', () => {
  // docs/product/limits.md#badges: unread badge cap 99+ ("show 99+ above 99").
  it.each([
    [0, null],
    [-1, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [1000, '99+'],
  ])('%i → %s', (count, expected) => {
    expect(badgeText(count)).toBe(expected);
  });
});

describe('creditsBadgeState', () => {
  // docs/product/limits.md#badges: "shows at 10 credits or fewer: warning colour above 0, danger colour at 0".
  it.each([
    [11, null],
    [10, 'warning'],
    [1, 'warning'],
    [0, 'danger'],
  ])('%i credits → %s', (credits, expected) => {
    expect(creditsBadgeState(credits)).toBe(expected);
  });
});

describe('titleWithCount', () => {
  it('leaves the title unchanged at 0', () => {
    expect(titleWithCount('Title', 0)).toBe('Title');
  });

  it('prefixes the count in parentheses', () => {
    expect(titleWithCount('Title', 3)).toBe('(3) Title');
  });
});
