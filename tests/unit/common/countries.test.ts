import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES, isCountryCode, REGION_TERMS } from '../../../common/countries';

// The 15 rows of the language table of docs/product/limits.md#locales-and-countries.
const SPEC_COUNTRIES = ['US', 'NL', 'BE', 'FR', 'IT', 'ES', 'DE', 'AT', 'IE', 'GB', 'CA', 'PL', 'AU', 'NZ', 'CH'];

describe('COUNTRY_CODES', () => {
  it('are exactly the countries of docs/product/limits.md#locales-and-countries', () => {
    expect([...COUNTRY_CODES].sort()).toEqual([...SPEC_COUNTRIES].sort());
    expect(Object.keys(COUNTRIES).sort()).toEqual([...SPEC_COUNTRIES].sort());
  });
});

describe('isCountryCode', () => {
  it.each(SPEC_COUNTRIES)('accepts %s', (code) => {
    expect(isCountryCode(code)).toBe(true);
  });

  it.each(['JP', 'nl', ''])('rejects %j', (code) => {
    expect(isCountryCode(code)).toBe(false);
  });
});

describe('REGION_TERMS', () => {
  it('are the terms of docs/product/limits.md#locales-and-countries', () => {
    expect([...REGION_TERMS].sort()).toEqual(['canton', 'province', 'region', 'state', 'voivodeship']);
  });
});

describe('COUNTRIES', () => {
  it.each(SPEC_COUNTRIES)('%s has a known region term and a 3-letter currency', (code) => {
    const facts = COUNTRIES[code as keyof typeof COUNTRIES];
    expect(REGION_TERMS).toContain(facts.regionTerm);
    expect(facts.currency).toMatch(/^[A-Z]{3}$/);
  });

  it.each([
    ['PL', 'voivodeship'],
    ['CH', 'canton'],
    ['US', 'state'],
  ] as const)('%s uses %s', (code, term) => {
    expect(COUNTRIES[code].regionTerm).toBe(term);
  });
});
