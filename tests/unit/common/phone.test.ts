import { describe, expect, it } from 'vitest';
import { cleanPhone } from '../../../common/rules/phone';

describe('cleanPhone', () => {
  it('removes dashes and spaces', () => {
    expect(cleanPhone('+31 20-123 4567')).toBe('+31201234567');
  });

  it('keeps a clean number as it is', () => {
    expect(cleanPhone('+31201234567')).toBe('+31201234567');
  });
});
