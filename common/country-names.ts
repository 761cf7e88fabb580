import type { CountryCode } from './countries';
import type { Locale } from './constants';
import { isLocale } from './rules/locale';

/**
 * The countries' names in each interface language (CLDR's, as Intl.DisplayNames gives them), written
 * out: asking Intl for them loads a locale's region data, 40 ms of a phone's first paint.
 */
const COUNTRY_NAMES: Record<Locale, Record<CountryCode, string>> = {
  de: {
    US: 'Vereinigte Staaten',
    NL: 'Niederlande',
    BE: 'Belgien',
    FR: 'Frankreich',
    IT: 'Italien',
    ES: 'Spanien',
    DE: 'Deutschland',
    AT: 'Österreich',
    IE: 'Irland',
    GB: 'Vereinigtes Königreich',
    CA: 'Kanada',
    PL: 'Polen',
    AU: 'Australien',
    NZ: 'Neuseeland',
    CH: 'Schweiz',
  },
  en: {
    US: 'United States',
    NL: 'Netherlands',
    BE: 'Belgium',
    FR: 'France',
    IT: 'Italy',
    ES: 'Spain',
    DE: 'Germany',
    AT: 'Austria',
    IE: 'Ireland',
    GB: 'United Kingdom',
    CA: 'Canada',
    PL: 'Poland',
    AU: 'Australia',
    NZ: 'New Zealand',
    CH: 'Switzerland',
  },
  es: {
    US: 'Estados Unidos',
    NL: 'Países Bajos',
    BE: 'Bélgica',
    FR: 'Francia',
    IT: 'Italia',
    ES: 'España',
    DE: 'Alemania',
    AT: 'Austria',
    IE: 'Irlanda',
    GB: 'Reino Unido',
    CA: 'Canadá',
    PL: 'Polonia',
    AU: 'Australia',
    NZ: 'Nueva Zelanda',
    CH: 'Suiza',
  },
  fr: {
    US: 'États-Unis',
    NL: 'Pays-Bas',
    BE: 'Belgique',
    FR: 'France',
    IT: 'Italie',
    ES: 'Espagne',
    DE: 'Allemagne',
    AT: 'Autriche',
    IE: 'Irlande',
    GB: 'Royaume-Uni',
    CA: 'Canada',
    PL: 'Pologne',
    AU: 'Australie',
    NZ: 'Nouvelle-Zélande',
    CH: 'Suisse',
  },
  it: {
    US: 'Stati Uniti',
    NL: 'Paesi Bassi',
    BE: 'Belgio',
    FR: 'Francia',
    IT: 'Italia',
    ES: 'Spagna',
    DE: 'Germania',
    AT: 'Austria',
    IE: 'Irlanda',
    GB: 'Regno Unito',
    CA: 'Canada',
    PL: 'Polonia',
    AU: 'Australia',
    NZ: 'Nuova Zelanda',
    CH: 'Svizzera',
  },
  nl: {
    US: 'Verenigde Staten',
    NL: 'Nederland',
    BE: 'België',
    FR: 'Frankrijk',
    IT: 'Italië',
    ES: 'Spanje',
    DE: 'Duitsland',
    AT: 'Oostenrijk',
    IE: 'Ierland',
    GB: 'Verenigd Koninkrijk',
    CA: 'Canada',
    PL: 'Polen',
    AU: 'Australië',
    NZ: 'Nieuw-Zeeland',
    CH: 'Zwitserland',
  },
  pl: {
    US: 'Stany Zjednoczone',
    NL: 'Holandia',
    BE: 'Belgia',
    FR: 'Francja',
    IT: 'Włochy',
    ES: 'Hiszpania',
    DE: 'Niemcy',
    AT: 'Austria',
    IE: 'Irlandia',
    GB: 'Wielka Brytania',
    CA: 'Kanada',
    PL: 'Polska',
    AU: 'Australia',
    NZ: 'Nowa Zelandia',
    CH: 'Szwajcaria',
  },
};

/** A country's name in the page's language; the code itself for a country outside the table. */
export function countryName(locale: string, code: string): string {
  return (isLocale(locale) ? (COUNTRY_NAMES[locale] as Record<string, string>)[code] : undefined) ?? code;
}

/**
 * A country as the operator configured it (COMPANY_COUNTRY: its code, or its English name) in the
 * page's language; a country outside the table stays as written.
 */
export function configuredCountryName(locale: string, country: string): string {
  const code = (Object.keys(COUNTRY_NAMES.en) as CountryCode[]).find((candidate) => candidate === country || COUNTRY_NAMES.en[candidate] === country);
  return code ? countryName(locale, code) : country;
}
