import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALES } from '../../common/constants';
import { createMailer } from '../../server/adapters/mail';
import { loadConfig } from '../../server/config/config';
import { composeAccountMail, type AccountMail, type AccountMailKind } from '../../server/domain/notifications/texts/account';
import { startSmtpStandin } from './helpers/smtp-standin';

const LINK = 'https://amora.example.nl/account/activate/Xy12_token';
const NAME = 'Eva <b>&"';
const KINDS: AccountMailKind[] = ['activation', 'password_reset', 'email_change', 'reactivation'];

const dataDirs: string[] = [];
function freshConfig(env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amora-mail-'));
  dataDirs.push(dataDir);
  return loadConfig({ DATA_DIR: dataDir, ...env });
}
afterEach(() => {
  for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const compose = (mail: AccountMail) => composeAccountMail(mail, loadConfig({}));

describe('mail to the folder (no SMTP server)', () => {
  it('writes the whole MIME message as one .eml file', async () => {
    const config = freshConfig();
    const logged: object[] = [];
    const mailer = createMailer(config, { info: (obj) => logged.push(obj) });
    const sent = await mailer.send(compose({ kind: 'activation', to: 'eva@example.test', language: 'nl', name: NAME, link: LINK }));
    mailer.close();

    expect(fs.readdirSync(config.mail.dir)).toEqual([path.basename(sent.file!)]);
    expect(sent.file).toMatch(/\/\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-activation-[0-9a-f]{8}\.eml$/);
    // The link whole, to open from the log: the file wraps and encodes it.
    expect(logged).toEqual([{ file: sent.file, link: LINK }]);

    const email = await PostalMime.parse(fs.readFileSync(sent.file!));
    expect(email.from).toEqual({ name: 'Amora', address: 'no-reply@amora.example' });
    expect(email.to).toEqual([{ name: '', address: 'eva@example.test' }]);
    expect(email.subject).toBe('Bevestig je e-mailadres voor Amora');
    expect(email.headers).toContainEqual(expect.objectContaining({ key: 'x-amora-mail-kind', value: 'activation' }));
    expect(email.headers).toContainEqual(expect.objectContaining({ key: 'content-language', value: 'nl' }));
    expect(email.text).toContain(`\n${LINK}\n`);
    expect(email.text).toContain('Hoi Eva <b>&",');
    expect(email.text).toContain('De link is 7 dagen geldig.');
    expect(email.html).toContain('<html lang="nl">');
    expect(email.html).toContain(`href="${LINK}"`);
    expect(email.html).toContain('Hoi Eva &lt;b&gt;&amp;&quot;,');
    expect(email.html).not.toContain('<b>');
  });
});

describe('the account mails', () => {
  it('has every kind in every language, each translated', () => {
    for (const kind of KINDS) {
      const subjects = LOCALES.map((language) => {
        const mail = compose({ kind, to: 'a@example.test', language, name: 'Eva', link: LINK, until: '2026-12-06T10:00:00Z' });
        expect(mail.subject).not.toBe('');
        expect(mail.text).toContain(`\n${LINK}\n`);
        expect(mail.html).toContain(`href="${LINK}"`);
        expect(mail.text + mail.html).not.toMatch(/\{\w+\}/);
        return mail.subject;
      });
      expect(new Set(subjects).size, kind).toBe(LOCALES.length);
    }
  });

  it('tells the last day of a reactivation link in the language of the mail, and when the mail expires', () => {
    const days = {
      de: '6. Dezember 2026', en: 'December 6, 2026', es: '6 de diciembre de 2026', fr: '6 décembre 2026',
      it: '6 dicembre 2026', nl: '6 december 2026', pl: '6 grudnia 2026',
    };
    for (const language of LOCALES) {
      const mail = compose({ kind: 'reactivation', to: 'a@example.test', language, name: 'Eva', link: LINK, until: '2026-12-06T23:59:59Z' });
      expect(mail.text).toContain(days[language]);
      expect(mail.html).toContain(days[language]);
      expect(mail.headers.Expires).toBe('Sun, 06 Dec 2026 23:59:59 GMT');
    }
  });
});

describe('mail over SMTP', () => {
  it('sends the message to the SMTP server and writes no file', async () => {
    const smtp = await startSmtpStandin();
    const config = freshConfig({ SMTP_URL: smtp.url });
    const logged: object[] = [];
    const mailer = createMailer(config, { info: (obj) => logged.push(obj) });
    try {
      const link = 'https://amora.example.de/account/password/Ab34_token';
      const sent = await mailer.send(compose({ kind: 'password_reset', to: 'max@example.test', language: 'de', name: 'Max', link }));
      const email = await smtp.mail();
      expect(email.subject).toBe('Setze dein Passwort für Amora zurück');
      expect(email.text).toContain(`\n${link}\n`);
      expect(email.messageId).toBe(sent.messageId);
      expect(sent.file).toBeNull();
      expect(logged).toEqual([{ to: 'max@example.test', kind: 'password_reset', messageId: sent.messageId }]);
      expect(fs.existsSync(config.mail.dir)).toBe(false);
    } finally {
      mailer.close();
      await smtp.close();
    }
  });
});
