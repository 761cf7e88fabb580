import type { Locale } from './constants';

/** The 15 countries of the language table of docs/product/limits.md#locales-and-countries, with their own facts. */
export const COUNTRY_CODES = ['US', 'NL', 'BE', 'FR', 'IT', 'ES', 'DE', 'AT', 'IE', 'GB', 'CA', 'PL', 'AU', 'NZ', 'CH'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export const REGION_TERMS = ['province', 'state', 'region', 'canton', 'voivodeship'] as const;
export type RegionTerm = (typeof REGION_TERMS)[number];

export interface CountryFacts {
  /** Interface languages offered for this country, first is the country's default (docs/product/limits.md#locales-and-countries). */
  languages: readonly Locale[];
  regionTerm: RegionTerm;
  currency: string;
}

export const COUNTRIES: Record<CountryCode, CountryFacts> = {
  US: { languages: ['en', 'es'], regionTerm: 'state', currency: 'USD' },
  NL: { languages: ['nl'], regionTerm: 'province', currency: 'EUR' },
  BE: { languages: ['nl', 'fr', 'de'], regionTerm: 'region', currency: 'EUR' },
  FR: { languages: ['fr'], regionTerm: 'region', currency: 'EUR' },
  IT: { languages: ['it'], regionTerm: 'region', currency: 'EUR' },
  ES: { languages: ['es'], regionTerm: 'region', currency: 'EUR' },
  DE: { languages: ['de'], regionTerm: 'state', currency: 'EUR' },
  AT: { languages: ['de'], regionTerm: 'state', currency: 'EUR' },
  IE: { languages: ['en'], regionTerm: 'province', currency: 'EUR' },
  GB: { languages: ['en'], regionTerm: 'region', currency: 'GBP' },
  CA: { languages: ['en', 'fr'], regionTerm: 'province', currency: 'CAD' },
  PL: { languages: ['pl'], regionTerm: 'voivodeship', currency: 'PLN' },
  AU: { languages: ['en'], regionTerm: 'state', currency: 'AUD' },
  NZ: { languages: ['en'], regionTerm: 'region', currency: 'NZD' },
  CH: { languages: ['de', 'it', 'fr', 'en'], regionTerm: 'canton', currency: 'CHF' },
};

export function isCountryCode(value: string): value is CountryCode {
  return (COUNTRY_CODES as readonly string[]).includes(value);
}
