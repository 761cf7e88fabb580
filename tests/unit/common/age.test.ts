import { describe, expect, it } from 'vitest';
import { ageOn } from '../../../common/rules/age';

describe('ageOn', () => {
  it.each([
    ['the day before the birthday', '2020-06-14', 29],
    ['the birthday', '2020-06-15', 30],
    ['the day after the birthday', '2020-06-16', 30],
    ['an earlier month', '2020-05-20', 29],
    ['a later month', '2020-07-01', 30],
  ])('on %s', (_label, today, age) => {
    expect(ageOn('1990-06-15', new Date(`${today}T00:00:00Z`))).toBe(age);
  });

  // A 29 February birthday counts from 1 March in non-leap years.
  it.each([
    ['2021-02-28', 20],
    ['2021-03-01', 21],
    ['2024-02-29', 24],
  ])('born 2000-02-29, on %s', (today, age) => {
    expect(ageOn('2000-02-29', new Date(`${today}T12:00:00Z`))).toBe(age);
  });
});
