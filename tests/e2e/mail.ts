import fs from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import PostalMime, { type Email } from 'postal-mime';
import { E2E_DATA_DIR } from './server';

/** The server of the Playwright run writes every mail as an .eml file here (playwright.config.ts). */
const MAIL_DIR = path.join(E2E_DATA_DIR, 'mail');

async function mailsTo(address: string): Promise<Email[]> {
  const names = (await fs.readdir(MAIL_DIR).catch(() => [])).filter((name) => name.endsWith('.eml')).sort();
  const mails = await Promise.all(names.map(async (name) => PostalMime.parse(await fs.readFile(path.join(MAIL_DIR, name)))));
  return mails.filter((mail) => mail.to?.some((to) => to.address === address));
}

/** Waits for the newest mail to an address (the server writes it right after answering). */
export async function newestMail(address: string, count = 1): Promise<Email> {
  let found: Email[] = [];
  await expect.poll(async () => (found = await mailsTo(address)).length).toBeGreaterThanOrEqual(count);
  return found.at(-1)!;
}

/** Waits for a mail to an address that `matches` (when others may arrive at the same address meanwhile). */
export async function mailMatching(address: string, matches: (mail: Email) => boolean): Promise<Email> {
  let found: Email | undefined;
  await expect.poll(async () => (found = (await mailsTo(address)).find(matches)) !== undefined).toBe(true);
  return found!;
}

/** The first link in the mail's text part, made relative so the test's own server opens it. */
export function linkIn(mail: Email): string {
  const url = new URL(/https?:\/\/\S+/.exec(mail.text ?? '')![0]);
  return `${url.pathname}${url.search}`;
}
