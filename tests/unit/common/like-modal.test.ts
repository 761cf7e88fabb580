import { describe, expect, it } from 'vitest';
import { likeModalDelaySeconds } from '../../../common/rules/like-modal';

describe('the like modal\'s t parameter', () => {
  it('is a whole number of seconds, as a number or as text', () => {
    expect(likeModalDelaySeconds({ t: 3 })).toBe(3);
    expect(likeModalDelaySeconds({ t: '3' })).toBe(3);
    expect(likeModalDelaySeconds({ t: 0 })).toBe(0);
    expect(likeModalDelaySeconds({ t: 3600 })).toBe(3600);
  });

  it('is ignored when absent, negative, fractional, too long or not a number', () => {
    for (const t of [undefined, -1, 2.5, 3601, '3s', '', 'NaN', null, true, [3], { t: 3 }, '99999']) {
      expect(likeModalDelaySeconds({ t })).toBeNull();
    }
    expect(likeModalDelaySeconds({})).toBeNull();
  });
});
