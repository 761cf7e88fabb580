import { addFeatureCatalog } from '../../i18n/activate';

/**
 * The site's pages' texts (terms, privacy, cookies, ban policy, FAQ, return policy, customer service),
 * asked for as soon as a page's code loads (the routes' loaders await them): named here, so the list
 * of these catalogues is not part of the first load.
 */
export const pageTextsReady = addFeatureCatalog('pages', {
  de: () => import('../../../locales/de/pages.po'),
  en: () => import('../../../locales/en/pages.po'),
  es: () => import('../../../locales/es/pages.po'),
  fr: () => import('../../../locales/fr/pages.po'),
  it: () => import('../../../locales/it/pages.po'),
  nl: () => import('../../../locales/nl/pages.po'),
  pl: () => import('../../../locales/pl/pages.po'),
});
