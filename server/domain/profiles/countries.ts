import type { CountryCode } from '../../../common/countries';

const names = new Intl.DisplayNames(['en'], { type: 'region' });

/** English name of a country from the platform's CLDR data; the client shows names in its own locale. */
export function countryName(code: CountryCode): string {
  return names.of(code) ?? code;
}
