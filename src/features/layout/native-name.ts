import type { Locale } from '../../../common/constants';

/**
 * Each language named in itself ("Nederlands"), as people look for their own language. Written out
 * rather than asked of Intl.DisplayNames: loading seven locales' data took 50 ms of a phone's first paint.
 */
const NATIVE_NAMES: Record<Locale, string> = {
  de: 'Deutsch',
  en: 'English',
  es: 'español',
  fr: 'français',
  it: 'italiano',
  nl: 'Nederlands',
  pl: 'polski',
};

export const nativeName = (code: Locale) => NATIVE_NAMES[code];
