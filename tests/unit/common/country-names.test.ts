import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../common/constants';
import { COUNTRY_CODES } from '../../../common/countries';
import { configuredCountryName, countryName } from '../../../common/country-names';

describe('countryName', () => {
  it.each(LOCALES)('names every country in %s, each differently', (locale) => {
    const names = COUNTRY_CODES.map((code) => countryName(locale, code));
    expect(names.every((name) => name.length > 1 && !(COUNTRY_CODES as readonly string[]).includes(name))).toBe(true);
    expect(new Set(names).size).toBe(COUNTRY_CODES.length);
  });

  it('names a country in the language asked for', () => {
    expect(countryName('nl', 'DE')).toBe('Duitsland');
    expect(countryName('pl', 'IT')).toBe('Włochy');
    expect(countryName('fr', 'US')).toBe('États-Unis');
  });

  it('falls back to the code for a country or language outside the table', () => {
    expect(countryName('en', 'JP')).toBe('JP');
    expect(countryName('ja', 'NL')).toBe('NL');
  });
});

describe('configuredCountryName', () => {
  it('names a configured country, by its code or its English name, in the language asked for', () => {
    expect(configuredCountryName('de', 'Netherlands')).toBe('Niederlande');
    expect(configuredCountryName('fr', 'NL')).toBe('Pays-Bas');
    expect(configuredCountryName('en', 'United Kingdom')).toBe('United Kingdom');
  });

  it('keeps a country outside the table as written', () => {
    expect(configuredCountryName('de', 'Japan')).toBe('Japan');
  });
});
