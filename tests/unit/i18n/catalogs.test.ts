import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import PO from 'pofile';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../../common/constants';

/**
 * Every message in the code has a translation in every locale, in every catalogue: the client's
 * (messages, chat for the chat screens, payments for the payment screens, notifications for the notification screens, pages for the site's pages, complaints for the complaints page, landers for the landing pages, resell for the cam/resell cards) and the server's (server: mails, pushes). They are extracted afresh into a copy,
 * so a message added to the code but not to the catalogues fails here too.
 */

/** Each catalogue with fewer messages than it surely has, so an extraction that finds nothing fails. */
const CATALOGS = { messages: 100, chat: 40, payments: 100, notifications: 20, pages: 100, complaints: 15, landers: 40, resell: 2, server: 15 };

const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'amora-catalogs-'));
const extracted = new Map<string, PO>();

beforeAll(() => {
  fs.cpSync('locales', copy, { recursive: true });
  execFileSync('npx', ['lingui', 'extract', '--clean'], { env: { ...process.env, LINGUI_CATALOGS: copy }, stdio: 'pipe' });
  for (const catalog of Object.keys(CATALOGS)) {
    for (const locale of LOCALES) extracted.set(`${locale}/${catalog}`, PO.parse(fs.readFileSync(path.join(copy, locale, `${catalog}.po`), 'utf8')));
  }
}, 120_000);

/**
 * Top-level ICU arguments ({name}, {count, plural, …}); plural branches like `one {…}` are not
 * arguments. A branch keyword is a word of its own: Polish "ukończone {MIN_AGE}" ends in "one" too.
 */
function argumentsOf(message: string): string[] {
  return [...message.matchAll(/(?<!(?:\b(?:zero|one|two|few|many|other)|=\d+)\s*)\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]!).sort();
}

describe.each(Object.entries(CATALOGS))('the %s catalogue', (catalog, least) => {
  describe.each(LOCALES)('in %s', (locale) => {
    it('matches the committed catalogue (run npm run i18n:extract after changing messages)', () => {
      const committed = PO.parse(fs.readFileSync(path.join('locales', locale, `${catalog}.po`), 'utf8'));
      expect(committed.items.map((i) => i.msgid).sort()).toEqual(extracted.get(`${locale}/${catalog}`)!.items.map((i) => i.msgid).sort());
    });

    it('translates every message, keeping its arguments', () => {
      const items = extracted.get(`${locale}/${catalog}`)!.items;
      expect(items.length).toBeGreaterThan(least);
      const missing = items.filter((item) => !item.msgstr[0]?.trim()).map((item) => item.msgid);
      expect(missing).toEqual([]);
      for (const item of items) expect(argumentsOf(item.msgstr[0]!), item.msgid).toEqual(argumentsOf(item.msgid));
    });
  });
});
