import { describe, expect, it } from 'vitest';
import { badgeText, creditsBadgeState, titleWithCount } from '../../../common/rules/badges';

describe('badgeText', () => {
  // Spec §2/§9: unread badge cap 99+ ("reads 99+ above 99").
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
  // Spec §9: "shown at 10 credits or fewer; warning above 0, danger at 0".
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
