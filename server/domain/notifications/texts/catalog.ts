import fs from 'node:fs';
import path from 'node:path';
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import PO from 'pofile';
import type { Locale } from '../../../../common/constants';
import { PROJECT_ROOT } from '../../../config/paths';

/**
 * The server's own catalogue, locales/<locale>/server.po, extracted from this folder only, so its
 * texts never enter the client's bundles. The server runs without the Lingui macros: its message ids
 * are the English texts themselves, marked for `lingui extract` by an `i18n` block comment.
 */

const LOCALES_DIR = path.join(PROJECT_ROOT, 'locales');
const loaded = new Map<Locale, I18n>();

/** The server's texts in one language, read and compiled on first use. */
export function serverI18n(locale: Locale): I18n {
  let i18n = loaded.get(locale);
  if (!i18n) {
    const catalog = PO.parse(fs.readFileSync(path.join(LOCALES_DIR, locale, 'server.po'), 'utf8'));
    const messages = Object.fromEntries(catalog.items.map((item) => [item.msgid, compileMessage(item.msgstr[0] || item.msgid)]));
    i18n = setupI18n({ locale, messages: { [locale]: messages } });
    loaded.set(locale, i18n);
  }
  return i18n;
}
