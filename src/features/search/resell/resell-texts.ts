import { addFeatureCatalog } from '../../../i18n/activate';

/** The cam/resell cards' texts, loaded with their code (only where member_resell is on). */
export const resellTextsReady = addFeatureCatalog('resell', {
  de: () => import('../../../../locales/de/resell.po'),
  en: () => import('../../../../locales/en/resell.po'),
  es: () => import('../../../../locales/es/resell.po'),
  fr: () => import('../../../../locales/fr/resell.po'),
  it: () => import('../../../../locales/it/resell.po'),
  nl: () => import('../../../../locales/nl/resell.po'),
  pl: () => import('../../../../locales/pl/resell.po'),
});
