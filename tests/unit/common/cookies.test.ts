import { describe, expect, it } from 'vitest';
import { cookieValue } from '../../../common/rules/cookies';

describe('cookieValue', () => {
  it('reads one cookie among others, decoded', () => {
    expect(cookieValue('a=1; i18n_redirected=de; b=x%20y', 'i18n_redirected')).toBe('de');
    expect(cookieValue('a=1; b=x%20y', 'b')).toBe('x y');
    expect(cookieValue('a=b=c', 'a')).toBe('b=c');
  });

  it('answers null for a cookie that is not there', () => {
    expect(cookieValue('', 'i18n_redirected')).toBeNull();
    expect(cookieValue('xi18n_redirected=de', 'i18n_redirected')).toBeNull();
  });

  it('answers null, never throws, for a value that does not decode', () => {
    expect(cookieValue('i18n_redirected=%', 'i18n_redirected')).toBeNull();
    expect(cookieValue('i18n_redirected=%E0%A4%A', 'i18n_redirected')).toBeNull();
  });
});
