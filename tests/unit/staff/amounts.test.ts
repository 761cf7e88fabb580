import { describe, expect, it } from 'vitest';
import { formatMoney, parseMoney } from '../../../src/staff/amounts';

describe('amounts in the staff console', () => {
  it('reads what staff type as minor units, with a point or a comma', () => {
    expect(parseMoney('9.99')).toBe(999);
    expect(parseMoney(' 9,9 ')).toBe(990);
    expect(parseMoney('12')).toBe(1200);
    expect(parseMoney('0.05')).toBe(5);
  });

  it('refuses what is no amount', () => {
    for (const typed of ['', '9.999', '-1', '1e3', '9.', 'ten']) expect(parseMoney(typed)).toBeNull();
  });

  it('shows minor units with their currency', () => {
    expect(formatMoney(999, 'EUR')).toBe('€9.99');
    expect(formatMoney(12_345, 'PLN')).toBe('PLN\u00a0123.45');
  });
});
