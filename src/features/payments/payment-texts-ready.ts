import { addFeatureCatalog } from '../../i18n/activate';

/**
 * The payment screens' texts, asked for as soon as their code loads; each screen waits for them with
 * React's `use` (no route loader: each would be one more import in the first load, as would the list of
 * these catalogues in src/i18n/activate.ts).
 */
export const paymentTextsReady = addFeatureCatalog('payments', {
  de: () => import('../../../locales/de/payments.po'),
  en: () => import('../../../locales/en/payments.po'),
  es: () => import('../../../locales/es/payments.po'),
  fr: () => import('../../../locales/fr/payments.po'),
  it: () => import('../../../locales/it/payments.po'),
  nl: () => import('../../../locales/nl/payments.po'),
  pl: () => import('../../../locales/pl/payments.po'),
});
