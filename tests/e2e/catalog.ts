import fs from 'node:fs';

/** A message as a locale's catalog translates it, with its placeholders filled in. */
export function translated(locale: string, id: string, values: Record<string, string | number> = {}): string {
  const po = fs.readFileSync(`locales/${locale}/messages.po`, 'utf8');
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/"/g, '\\\\"');
  const match = new RegExp(`msgid "${escaped}"\\nmsgstr "(.*)"`).exec(po);
  if (!match?.[1]) throw new Error(`no ${locale} translation of "${id}"`);
  return match[1].replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));
}
