import { atom } from 'jotai';
import { DEFAULT_LOCALE, type Locale } from '../../common/constants';
import { activateLocale } from '../i18n/activate';
import { writeLocaleCookie } from '../i18n/locale-cookie';

export const localeAtom = atom<Locale>(DEFAULT_LOCALE);

/** Switching loads the catalogue, then saves the choice in the cookie. */
export const switchLocaleAtom = atom(null, async (_get, set, locale: Locale) => {
  await activateLocale(locale);
  writeLocaleCookie(locale);
  set(localeAtom, locale);
});
