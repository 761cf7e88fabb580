import { describe, expect, it } from 'vitest';
import { problemMessage } from '../../../common/problems';
import { waitOf } from '../../../common/rules/wait';

describe('waitOf', () => {
  it('says seconds up to a minute and a half, minutes up to an hour and a half, then hours, rounding up', () => {
    expect(waitOf(0)).toEqual({ unit: 'seconds', count: 1 });
    expect(waitOf(1)).toEqual({ unit: 'seconds', count: 1 });
    expect(waitOf(90)).toEqual({ unit: 'seconds', count: 90 });
    expect(waitOf(91)).toEqual({ unit: 'minutes', count: 2 });
    expect(waitOf(3119)).toEqual({ unit: 'minutes', count: 52 });
    expect(waitOf(5400)).toEqual({ unit: 'minutes', count: 90 });
    expect(waitOf(5401)).toEqual({ unit: 'hours', count: 2 });
    expect(waitOf(86_400)).toEqual({ unit: 'hours', count: 24 });
  });
});

describe('a limit’s answer', () => {
  it('says the wait as a person would', () => {
    expect(problemMessage('rate_limited', { seconds: 3119 })).toBe('Too many requests. Please try again in 52 minutes.');
    expect(problemMessage('rate_limited', { seconds: 1 })).toBe('Too many requests. Please try again in 1 second.');
    expect(problemMessage('rate_limited', { seconds: 7200 })).toBe('Too many requests. Please try again in 2 hours.');
  });
});
