import { addFeatureCatalog } from '../../i18n/activate';

/**
 * The chat screens' texts, asked for as soon as the chat routes' code loads (their loaders await
 * them): named here, so the list of these catalogues is not part of the first load.
 */
export const chatTextsReady = addFeatureCatalog('chat', {
  de: () => import('../../../locales/de/chat.po'),
  en: () => import('../../../locales/en/chat.po'),
  es: () => import('../../../locales/es/chat.po'),
  fr: () => import('../../../locales/fr/chat.po'),
  it: () => import('../../../locales/it/chat.po'),
  nl: () => import('../../../locales/nl/chat.po'),
  pl: () => import('../../../locales/pl/chat.po'),
});
