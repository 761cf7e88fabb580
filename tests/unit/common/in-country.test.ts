import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../common/constants';
import { COUNTRY_CODES } from '../../../common/countries';
import { inCountry } from '../../../common/in-country';

describe('inCountry', () => {
  it('says "in the Netherlands" as each language does, with its article, preposition and case', () => {
    expect(LOCALES.map((locale) => [locale, inCountry(locale, 'NL')])).toEqual([
      ['de', 'in den Niederlanden'], ['en', 'in the Netherlands'], ['es', 'en los Países Bajos'], ['fr', 'aux Pays-Bas'],
      ['it', 'nei Paesi Bassi'], ['nl', 'in Nederland'], ['pl', 'w Holandii'],
    ]);
  });

  it('takes the article where the name has one, and none where it has none', () => {
    expect(inCountry('en', 'US')).toBe('in the United States');
    expect(inCountry('en', 'GB')).toBe('in the United Kingdom');
    expect(inCountry('en', 'FR')).toBe('in France');
    expect(inCountry('de', 'CH')).toBe('in der Schweiz');
    expect(inCountry('de', 'GB')).toBe('im Vereinigten Königreich');
    expect(inCountry('fr', 'CA')).toBe('au Canada');
    expect(inCountry('fr', 'US')).toBe('aux États-Unis');
    expect(inCountry('fr', 'BE')).toBe('en Belgique');
    expect(inCountry('it', 'GB')).toBe('nel Regno Unito');
    expect(inCountry('it', 'US')).toBe('negli Stati Uniti');
    expect(inCountry('nl', 'GB')).toBe('in het Verenigd Koninkrijk');
    expect(inCountry('pl', 'FR')).toBe('we Francji');
    expect(inCountry('pl', 'DE')).toBe('w Niemczech');
  });

  it.each(LOCALES)('has a phrase for each of the 15 countries in %s, each its own', (locale) => {
    const phrases = COUNTRY_CODES.map((code) => inCountry(locale, code));
    expect(phrases.every((phrase) => /^\p{Ll}+ \p{L}/u.test(phrase))).toBe(true);
    expect(new Set(phrases).size).toBe(COUNTRY_CODES.length);
  });
});
