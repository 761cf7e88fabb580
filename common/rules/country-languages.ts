import { COUNTRIES, isCountryCode } from '../countries';
import { LOCALES, type Locale } from '../constants';

/**
 * Languages the switcher offers for a country (docs/product/limits.md#locales-and-countries); all locales for an unknown country. Apart
 * from the locale rules, which the first load needs, since the country table is not part of it.
 */
export function languagesForCountry(country: string | null | undefined): readonly Locale[] {
  return country && isCountryCode(country) ? COUNTRIES[country].languages : LOCALES;
}
