import { describe, expect, it } from 'vitest';
import { PARAM_PATTERNS } from '../../../common/route-params';
import { slugWords } from '../../../common/rules/slug';

describe('slugWords', () => {
  it('turns the slug into capitalised words', () => {
    expect(slugWords('amsterdam')).toBe('Amsterdam');
    expect(slugWords('new-york')).toBe('New York');
    expect(slugWords('over-50')).toBe('Over 50');
  });

  it('is nothing without a slug', () => {
    expect(slugWords(undefined)).toBeNull();
    expect(slugWords('')).toBeNull();
  });

  it('gets only what the route lets through', () => {
    expect(PARAM_PATTERNS.slug.test('new-york')).toBe(true);
    expect(PARAM_PATTERNS.slug.test('New York')).toBe(false);
    expect(PARAM_PATTERNS.slug.test('<b>')).toBe(false);
  });
});
