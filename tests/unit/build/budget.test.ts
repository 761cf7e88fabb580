import { describe, expect, it } from 'vitest';
import { measureFirstLoad } from '../../../bench/size';

/** Size is not timing, so the budget of the first load is checked on every test run (npm test builds first). */
describe('the first-load budget', () => {
  const { budgets } = measureFirstLoad('dist');

  it('keeps the entry JS and its static imports within 110 KB gzip', () => {
    expect(budgets.entryJsGzip.value).toBeLessThanOrEqual(budgets.entryJsGzip.limit);
  });

  it('keeps the CSS within 20 KB gzip', () => {
    expect(budgets.cssGzip.value).toBeLessThanOrEqual(budgets.cssGzip.limit);
  });

  it('keeps every route chunk within 35 KB gzip', () => {
    expect(budgets.largestRouteChunkGzip.value).toBeLessThanOrEqual(budgets.largestRouteChunkGzip.limit);
  });
});
