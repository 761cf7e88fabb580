import fs from 'node:fs';
import path from 'node:path';
import { setupI18n, type I18n } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../../common/constants';
import { PROBLEMS, type ProblemCode } from '../../../common/problems';

/**
 * Every problem code has its text in every locale. The client words each code with the English of
 * common/problems.ts (src/i18n/problem-text.ts, a table the type check holds to every code); here
 * that English is looked up in the client catalogue by Lingui's own id and rendered with its params,
 * so a code without a translation, or a client text that drifted from the English, fails.
 */

async function clientCatalog(locale: Locale): Promise<I18n> {
  const file = path.join('locales', locale, 'messages.po');
  const catalog = await formatter().parse(fs.readFileSync(file, 'utf8'), { locale, sourceLocale: 'en', filename: file });
  const messages = Object.fromEntries(Object.entries(catalog).map(([id, { translation }]) => [id, compileMessage(translation)]));
  return setupI18n({ locale, messages: { [locale]: messages } });
}

const codes = Object.keys(PROBLEMS) as ProblemCode[];

describe.each(LOCALES)('the problem texts in %s', (locale) => {
  it('word every code, with its params', async () => {
    const i18n = await clientCatalog(locale);
    for (const code of codes) {
      const { message } = PROBLEMS[code];
      const id = generateMessageId(message);
      expect(i18n.messages[id], `${code}: "${message}" is not in the catalogue`).toBeDefined();
      const params = [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      const text = i18n._(id, Object.fromEntries(params.map((name) => [name, `<${name}>`])));
      expect(text.trim(), code).not.toBe('');
      for (const name of params) expect(text, code).toContain(`<${name}>`);
    }
  });
});
