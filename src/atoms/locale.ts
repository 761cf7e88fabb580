import { atom } from 'jotai';
import { DEFAULT_LOCALE, type Locale } from '../../common/constants';
import { saveAccountSettings } from '../api/session';
import { activateLocale } from '../i18n/activate';
import { writeLocaleCookie } from '../i18n/locale-cookie';
import { loggedInAtom } from './auth';

export const localeAtom = atom<Locale>(DEFAULT_LOCALE);

/** Switching loads the catalogue, saves the choice in the cookie and, for a member, on the account. */
export const switchLocaleAtom = atom(null, async (get, set, locale: Locale) => {
  await activateLocale(locale);
  writeLocaleCookie(locale);
  set(localeAtom, locale);
  // docs/product/calls.md#account-settings: saving it on the account may fail without the member noticing.
  if (get(loggedInAtom)) await saveAccountSettings({ language: locale }).catch(() => {});
});
