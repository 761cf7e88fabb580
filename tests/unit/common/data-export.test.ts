import { describe, expect, it } from 'vitest';
import { exportAnswersRequest, exportExpiry } from '../../../common/rules/data-export';

const now = new Date('2026-12-10T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3600_000).toISOString();

describe('the member data archive', () => {
  it('expires seven days after it was ready', () => {
    expect(exportExpiry(new Date('2026-12-10T12:00:00Z')).toISOString()).toBe('2026-12-17T12:00:00.000Z');
  });

  it('answers a new request while it is prepared and for a day after it was ready, then a new one is made', () => {
    expect(exportAnswersRequest(undefined, now)).toBe(false);
    expect(exportAnswersRequest({ created_at: hoursAgo(1), ready_at: null }, now)).toBe(true);
    expect(exportAnswersRequest({ created_at: hoursAgo(30), ready_at: hoursAgo(23) }, now)).toBe(true);
    expect(exportAnswersRequest({ created_at: hoursAgo(30), ready_at: hoursAgo(24) }, now)).toBe(false);
  });

  it('stops standing in the way a day after a request whose archive was never made', () => {
    expect(exportAnswersRequest({ created_at: hoursAgo(24), ready_at: null }, now)).toBe(false);
  });
});
