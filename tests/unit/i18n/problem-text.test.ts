import fs from 'node:fs';
import path from 'node:path';
import { setupI18n, type I18n } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../../common/constants';
import { PROBLEMS, STAFF_PROBLEM_CODES, type ProblemCode } from '../../../common/problems';

/**
 * Every problem code has its text in every locale. The client words each code with the English of
 * common/problems.ts (src/i18n/problem-text.ts, a table the type check holds to every code); here
 * that English is looked up in the client catalogue by Lingui's own id and rendered with its params,
 * so a code without a translation, or a client text that drifted from the English, fails.
 */

/** The first load's catalogue, with the payment, notification and complaint screens' own, which carry their problems (src/features/payments, src/features/notifications, src/features/complaints). */
async function clientCatalog(locale: Locale): Promise<I18n> {
  const messages: Record<string, ReturnType<typeof compileMessage>> = {};
  for (const name of ['messages', 'payments', 'notifications', 'complaints']) {
    const file = path.join('locales', locale, `${name}.po`);
    const catalog = await formatter().parse(fs.readFileSync(file, 'utf8'), { locale, sourceLocale: 'en', filename: file });
    for (const [id, { translation }] of Object.entries(catalog)) messages[id] = compileMessage(translation);
  }
  return setupI18n({ locale, messages: { [locale]: messages } });
}

/** The staff console's problems are English only (docs/staff.md): staff work in English. */
const codes = (Object.keys(PROBLEMS) as ProblemCode[]).filter((code) => !(STAFF_PROBLEM_CODES as ProblemCode[]).includes(code));

/** Counts that reach every plural category a locale has: Polish one (1), few (3), many (5) and other (7 elsewhere). */
const COUNTS: Record<Locale, number[]> = { de: [1, 7], en: [1, 7], es: [1, 7], fr: [1, 7], it: [1, 7], nl: [1, 7], pl: [1, 3, 5, 7] };

describe.each(LOCALES)('the problem texts in %s', (locale) => {
  it('word every code, with its params and its counts', async () => {
    const i18n = await clientCatalog(locale);
    for (const code of codes) {
      const { message } = PROBLEMS[code];
      const id = generateMessageId(message);
      expect(i18n.messages[id], `${code}: "${message}" is not in the catalogue`).toBeDefined();
      // A {name} param gets a marker; a {count, plural, …} param a number, in each of the locale's plural forms.
      const counts = [...message.matchAll(/\{(\w+), plural,/g)].map((m) => m[1]!);
      const withoutPlurals = message.replace(/\{\w+, plural,(?:[^{}]|\{[^{}]*\})*\}/g, '');
      const params = [...withoutPlurals.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      for (const count of counts.length ? COUNTS[locale] : [0]) {
        const values = { ...Object.fromEntries(params.map((name) => [name, `<${name}>`])), ...Object.fromEntries(counts.map((name) => [name, count])) };
        const text = i18n._(id, values);
        const where = counts.length ? `${code} with ${count}` : code;
        expect(text.trim(), where).not.toBe('');
        expect(text, where).not.toMatch(/[{}#]/);
        for (const name of params) expect(text, where).toContain(`<${name}>`);
        if (counts.length) expect(text, where).toMatch(new RegExp(`(^|\\D)${count}(\\D|$)`));
      }
    }
  });

  it('word a wait in seconds, minutes or hours (common/rules/wait.ts)', async () => {
    const i18n = await clientCatalog(locale);
    for (const unit of ['second', 'minute', 'hour']) {
      const id = generateMessageId(`{count, plural, one {# ${unit}} other {# ${unit}s}}`);
      expect(i18n.messages[id], `${unit}s in ${locale}`).toBeDefined();
      for (const count of COUNTS[locale]) expect(i18n._(id, { count })).toMatch(new RegExp(`^${count} \\p{L}+$`, 'u'));
    }
  });

  it('word a count in the plural form of the locale', async () => {
    const i18n = await clientCatalog(locale);
    const text = (count: number) => i18n._(generateMessageId(PROBLEMS.mail_wait.message), { seconds: count });
    const expected: Record<Locale, [number, string][]> = {
      de: [[1, '1 Sekunde,'], [7, '7 Sekunden,']],
      en: [[1, '1 second before'], [7, '7 seconds before']],
      es: [[1, '1 segundo antes'], [7, '7 segundos antes']],
      fr: [[1, '1 seconde avant'], [7, '7 secondes avant']],
      it: [[1, '1 secondo prima'], [7, '7 secondi prima']],
      nl: [[1, '1 seconde voordat'], [7, '7 seconden voordat']],
      pl: [[1, '1 sekundę,'], [3, '3 sekundy,'], [5, '5 sekund,'], [7, '7 sekund,']],
    };
    for (const [count, words] of expected[locale]) expect(text(count)).toContain(words);
  });
});
