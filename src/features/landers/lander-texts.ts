import { addFeatureCatalog } from '../../i18n/activate';

/**
 * The landing pages' texts, asked for as soon as a lander's code loads (its loader awaits them):
 * named here, so the list of these catalogues is not part of the first load.
 */
export const landerTextsReady = addFeatureCatalog('landers', {
  de: () => import('../../../locales/de/landers.po'),
  en: () => import('../../../locales/en/landers.po'),
  es: () => import('../../../locales/es/landers.po'),
  fr: () => import('../../../locales/fr/landers.po'),
  it: () => import('../../../locales/it/landers.po'),
  nl: () => import('../../../locales/nl/landers.po'),
  pl: () => import('../../../locales/pl/landers.po'),
});
