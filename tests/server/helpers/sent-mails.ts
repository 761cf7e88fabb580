import fs from 'node:fs';
import path from 'node:path';
import PostalMime, { type Email } from 'postal-mime';
import type { TestServer } from './test-server';

/**
 * The mails as they left the server: the .eml files of the mail folder, parsed as a mail program
 * would, for what the captured list does not keep (subject, headers, text).
 */

export interface SentMail {
  kind: string;
  subject: string;
  text: string;
  /** Header names in lower case; a folded header unfolded. */
  header: (name: string) => string | undefined;
}

const parsed = new Map<string, Email>();

/** Every mail to `address`, oldest first. */
export async function mailsTo(server: TestServer, address: string): Promise<SentMail[]> {
  const dir = server.config.mail.dir;
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort().map((name) => path.join(dir, name)) : [];
  for (const file of files) {
    if (!parsed.has(file)) parsed.set(file, await PostalMime.parse(fs.readFileSync(file)));
  }
  return files.map((file) => parsed.get(file)!).filter((email) => email.to?.[0]?.address === address).map((email) => {
    const header = (key: string) => email.headers.find((h) => h.key === key.toLowerCase())?.value.replace(/\r?\n\s+/g, ' ');
    return { kind: header('x-amora-mail-kind') ?? '', subject: email.subject ?? '', text: email.text ?? '', header };
  });
}
