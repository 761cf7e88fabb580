import { describe, expect, it } from 'vitest';
import { PARAM_PATTERNS } from '../../../common/route-params';
import { slugAges, slugWords } from '../../../common/rules/slug';

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

describe('slugAges', () => {
  it('reads the ages a slug names', () => {
    expect(slugAges('over-40')).toEqual({ min: 40, max: null });
    expect(slugAges('50-plus')).toEqual({ min: 50, max: null });
    expect(slugAges('under-30')).toEqual({ min: null, max: 29 });
    expect(slugAges('30-45')).toEqual({ min: 30, max: 45 });
  });

  it('is nothing for a slug that names no ages, or no adult ones', () => {
    for (const slug of [undefined, 'amsterdam', 'over-the-moon', 'over-12', '45-30', 'summer-2026', 'under-100']) expect(slugAges(slug)).toBeNull();
  });
});
