import { describe, expect, it } from 'vitest';
import { languagesForCountry } from '../../../common/rules/country-languages';
import { acceptedLanguageTags, chooseLocale, isLocale, localeFromLanguageTag } from '../../../common/rules/locale';

const ALL_LOCALES = ['de', 'en', 'es', 'fr', 'it', 'nl', 'pl'];

describe('isLocale', () => {
  it.each(ALL_LOCALES)('accepts %s', (locale) => {
    expect(isLocale(locale)).toBe(true);
  });

  it.each(['pt', 'EN', 'en-US', '', null, undefined, 1])('rejects %s', (value) => {
    expect(isLocale(value)).toBe(false);
  });
});

describe('localeFromLanguageTag', () => {
  it.each([
    ['de-AT', 'de'],
    ['EN_us', 'en'],
    ['nl', 'nl'],
    [' fr-CA ', 'fr'],
    ['pt-BR', null],
    ['', null],
  ])('%s → %s', (tag, expected) => {
    expect(localeFromLanguageTag(tag)).toBe(expected);
  });
});

describe('acceptedLanguageTags', () => {
  it('orders the tags by their weight, keeping the header\'s order between equals', () => {
    expect(acceptedLanguageTags('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual(['fr-CH', 'fr', 'en', 'de']);
    expect(acceptedLanguageTags('en;q=0.5,nl')).toEqual(['nl', 'en']);
    expect(acceptedLanguageTags('pl, de')).toEqual(['pl', 'de']);
  });

  it('leaves out refused languages and reads a missing or empty header as none', () => {
    expect(acceptedLanguageTags('de;q=0, it')).toEqual(['it']);
    expect(acceptedLanguageTags(undefined)).toEqual([]);
    expect(acceptedLanguageTags('')).toEqual([]);
    expect(acceptedLanguageTags(' , ;q=1')).toEqual([]);
  });
});

describe('chooseLocale', () => {
  it('takes the cookie first', () => {
    expect(chooseLocale({ cookie: 'pl', browserLanguages: ['de'], domainLanguage: 'nl' })).toBe('pl');
  });

  it('ignores an unsupported cookie', () => {
    expect(chooseLocale({ cookie: 'pt', browserLanguages: ['de'], domainLanguage: 'nl' })).toBe('de');
  });

  it('takes the first supported browser language', () => {
    expect(chooseLocale({ cookie: null, browserLanguages: ['pt-BR', 'fr-CA', 'de'], domainLanguage: 'nl' })).toBe('fr');
  });

  it('takes the domain language when no browser language is supported', () => {
    expect(chooseLocale({ cookie: null, browserLanguages: ['pt-BR'], domainLanguage: 'nl' })).toBe('nl');
    expect(chooseLocale({ cookie: undefined, browserLanguages: [], domainLanguage: 'it' })).toBe('it');
  });

  it("falls back to 'en'", () => {
    expect(chooseLocale({ cookie: null, browserLanguages: [], domainLanguage: null })).toBe('en');
    expect(chooseLocale({ cookie: 'xx', browserLanguages: ['ja'], domainLanguage: 'pt' })).toBe('en');
  });
});

describe('languagesForCountry', () => {
  // docs/product/limits.md#locales-and-countries, the languages the switcher offers by country; the first language is the country's default.
  it.each([
    ['US', ['en', 'es']],
    ['NL', ['nl']],
    ['BE', ['nl', 'fr', 'de']],
    ['FR', ['fr']],
    ['IT', ['it']],
    ['ES', ['es']],
    ['DE', ['de']],
    ['AT', ['de']],
    ['IE', ['en']],
    ['GB', ['en']],
    ['CA', ['en', 'fr']],
    ['PL', ['pl']],
    ['AU', ['en']],
    ['NZ', ['en']],
    ['CH', ['de', 'it', 'fr', 'en']],
  ])('%s → %j', (country, languages) => {
    expect(languagesForCountry(country)).toEqual(languages);
  });

  it.each(['JP', '', null, undefined])('offers all locales for %s', (country) => {
    expect(languagesForCountry(country)).toEqual(ALL_LOCALES);
  });
});
