import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '../../common/constants';

/** Each locale's catalogue is its own chunk, loaded only when that language is used. */
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  de: () => import('../../locales/de/messages.po'),
  en: () => import('../../locales/en/messages.po'),
  es: () => import('../../locales/es/messages.po'),
  fr: () => import('../../locales/fr/messages.po'),
  it: () => import('../../locales/it/messages.po'),
  nl: () => import('../../locales/nl/messages.po'),
  pl: () => import('../../locales/pl/messages.po'),
};

export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
}
