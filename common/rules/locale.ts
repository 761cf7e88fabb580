import { DEFAULT_LOCALE, LOCALES, type Locale } from '../constants';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** 'de-AT' → 'de'; anything unsupported → null. */
export function localeFromLanguageTag(tag: string): Locale | null {
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(base) ? base : null;
}

/** An Accept-Language header's language tags, most wanted first; those refused (q=0) and '*' left out. */
export function acceptedLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header.split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

export interface LocaleChoiceInput {
  cookie: string | null | undefined;
  browserLanguages: readonly string[];
  domainLanguage: string | null | undefined;
}

/** Cookie, then the browser's languages in order, then the domain's language, then en. */
export function chooseLocale({ cookie, browserLanguages, domainLanguage }: LocaleChoiceInput): Locale {
  if (isLocale(cookie)) return cookie;
  for (const tag of browserLanguages) {
    const locale = localeFromLanguageTag(tag);
    if (locale) return locale;
  }
  return isLocale(domainLanguage) ? domainLanguage : DEFAULT_LOCALE;
}
