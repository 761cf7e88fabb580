import type { Locale } from './constants';
import type { CountryCode } from './countries';

/**
 * "In {country}" as each language says it: the preposition, the article some names take ("the
 * Netherlands", "der Schweiz", "aux Pays-Bas") and the case the preposition asks for (Polish
 * "w Holandii"), so that a text can say where without "joined in Netherlands". Written out per
 * country: no rule builds these from the bare names.
 */
const IN_COUNTRY: Record<Locale, Record<CountryCode, string>> = {
  de: {
    US: 'in den Vereinigten Staaten', NL: 'in den Niederlanden', BE: 'in Belgien', FR: 'in Frankreich', IT: 'in Italien',
    ES: 'in Spanien', DE: 'in Deutschland', AT: 'in Österreich', IE: 'in Irland', GB: 'im Vereinigten Königreich',
    CA: 'in Kanada', PL: 'in Polen', AU: 'in Australien', NZ: 'in Neuseeland', CH: 'in der Schweiz',
  },
  en: {
    US: 'in the United States', NL: 'in the Netherlands', BE: 'in Belgium', FR: 'in France', IT: 'in Italy',
    ES: 'in Spain', DE: 'in Germany', AT: 'in Austria', IE: 'in Ireland', GB: 'in the United Kingdom',
    CA: 'in Canada', PL: 'in Poland', AU: 'in Australia', NZ: 'in New Zealand', CH: 'in Switzerland',
  },
  es: {
    US: 'en Estados Unidos', NL: 'en los Países Bajos', BE: 'en Bélgica', FR: 'en Francia', IT: 'en Italia',
    ES: 'en España', DE: 'en Alemania', AT: 'en Austria', IE: 'en Irlanda', GB: 'en el Reino Unido',
    CA: 'en Canadá', PL: 'en Polonia', AU: 'en Australia', NZ: 'en Nueva Zelanda', CH: 'en Suiza',
  },
  fr: {
    US: 'aux États-Unis', NL: 'aux Pays-Bas', BE: 'en Belgique', FR: 'en France', IT: 'en Italie',
    ES: 'en Espagne', DE: 'en Allemagne', AT: 'en Autriche', IE: 'en Irlande', GB: 'au Royaume-Uni',
    CA: 'au Canada', PL: 'en Pologne', AU: 'en Australie', NZ: 'en Nouvelle-Zélande', CH: 'en Suisse',
  },
  it: {
    US: 'negli Stati Uniti', NL: 'nei Paesi Bassi', BE: 'in Belgio', FR: 'in Francia', IT: 'in Italia',
    ES: 'in Spagna', DE: 'in Germania', AT: 'in Austria', IE: 'in Irlanda', GB: 'nel Regno Unito',
    CA: 'in Canada', PL: 'in Polonia', AU: 'in Australia', NZ: 'in Nuova Zelanda', CH: 'in Svizzera',
  },
  nl: {
    US: 'in de Verenigde Staten', NL: 'in Nederland', BE: 'in België', FR: 'in Frankrijk', IT: 'in Italië',
    ES: 'in Spanje', DE: 'in Duitsland', AT: 'in Oostenrijk', IE: 'in Ierland', GB: 'in het Verenigd Koninkrijk',
    CA: 'in Canada', PL: 'in Polen', AU: 'in Australië', NZ: 'in Nieuw-Zeeland', CH: 'in Zwitserland',
  },
  pl: {
    US: 'w Stanach Zjednoczonych', NL: 'w Holandii', BE: 'w Belgii', FR: 'we Francji', IT: 'we Włoszech',
    ES: 'w Hiszpanii', DE: 'w Niemczech', AT: 'w Austrii', IE: 'w Irlandii', GB: 'w Wielkiej Brytanii',
    CA: 'w Kanadzie', PL: 'w Polsce', AU: 'w Australii', NZ: 'w Nowej Zelandii', CH: 'w Szwajcarii',
  },
};

export function inCountry(locale: Locale, code: CountryCode): string {
  return IN_COUNTRY[locale][code];
}
