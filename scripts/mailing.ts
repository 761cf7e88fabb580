import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { mailingSchema, startMailing } from '../server/domain/notifications/mailings';
import { scriptPlatform } from './script-platform';

/**
 * npm run mailing -- --file mailing.json   sends an operator's mailing through the jobs queue
 * The file: {"kind": "promotions" | "news" | "reminders", "path": "/premium",
 *            "texts": {"en": {"subject": "…", "body": "…", "button": "…"}, "de": {…}, …}}
 * Only members who have that kind of mail on get it, each in their language (English where the file
 * has none); the running server's job worker sends them.
 */
const { values } = parseArgs({ options: { file: { type: 'string' } } });

function fail(problem: string): never {
  console.error(`${problem}\nUsage: npm run mailing -- --file MAILING.json`);
  return process.exit(1);
}

const file = values.file ?? fail('--file is missing.');
let parsed: unknown;
try {
  parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
} catch (error) {
  fail(`${file} cannot be read as JSON: ${(error as Error).message}`);
}
const result = mailingSchema.safeParse(parsed);
if (!result.success) {
  const issue = result.error.issues[0]!;
  fail(`${file}: ${issue.path.join('.') || 'the file'}: ${issue.message}`);
}

const platform = await scriptPlatform();
const id = await startMailing(platform, result.data);
console.log(`Mailing ${id} queued: the server's job worker sends it to every member who has ${result.data.kind} mails on.`);
await platform.close();
