import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '../../common/constants';

export type Catalogs = Record<Locale, () => Promise<{ messages: Messages }>>;

/** Each locale's catalogue is its own chunk, loaded only when that language is used. */
const catalogs: Catalogs = {
  de: () => import('../../locales/de/messages.po'),
  en: () => import('../../locales/en/messages.po'),
  es: () => import('../../locales/es/messages.po'),
  fr: () => import('../../locales/fr/messages.po'),
  it: () => import('../../locales/it/messages.po'),
  nl: () => import('../../locales/nl/messages.po'),
  pl: () => import('../../locales/pl/messages.po'),
};

/**
 * Texts of a feature that are not part of the first load, named by the feature's own code
 * (addFeatureCatalog): loaded with its routes (their loaders or screens await them, so no text shows
 * untranslated) and again for each language switched to.
 */
const featureCatalogs: Record<string, Catalogs> = {};

const featuresInUse = new Set<string>();

export async function activateLocale(locale: Locale): Promise<void> {
  const loaded = await Promise.all([catalogs[locale](), ...[...featuresInUse].map((name) => featureCatalogs[name]![locale]())]);
  for (const { messages } of loaded) i18n.load(locale, messages);
  i18n.activate(locale);
  document.documentElement.lang = locale;
}

/** Loads a feature's texts in the language in use (a route's loader awaits it). */
async function loadFeatureCatalog(name: string): Promise<void> {
  featuresInUse.add(name);
  const locale = i18n.locale as Locale | '';
  if (!locale) return;
  i18n.load(locale, (await featureCatalogs[name]![locale]()).messages);
}

/**
 * A feature whose code is not in the first load may name its catalogues itself, so that their list is
 * not in the first load either; then they load as loadFeatureCatalog's do.
 */
export function addFeatureCatalog(name: string, catalogs: Catalogs): Promise<void> {
  featureCatalogs[name] = catalogs;
  return loadFeatureCatalog(name);
}
