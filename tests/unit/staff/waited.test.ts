import { describe, expect, it } from 'vitest';
import { waitedFor } from '../../../src/staff/waited';

describe('waitedFor', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');
  const ago = (minutes: number) => new Date(now - minutes * 60_000).toISOString();

  it('says how long in the unit staff read at a glance', () => {
    expect(waitedFor(ago(0.5), now)).toBe('under a minute');
    expect(waitedFor(ago(1), now)).toBe('1 minute');
    expect(waitedFor(ago(89), now)).toBe('89 minutes');
    expect(waitedFor(ago(90), now)).toBe('1 hours');
    expect(waitedFor(ago(47 * 60), now)).toBe('47 hours');
    expect(waitedFor(ago(72 * 60), now)).toBe('3 days');
  });

  it('never says a time to come', () => {
    expect(waitedFor(ago(-5), now)).toBe('under a minute');
  });
});
