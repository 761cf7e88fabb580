import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Config } from '../config';
import { composeMail, type MailRequest } from '../mail/messages';

export interface MailLog {
  info: (obj: object, msg: string) => void;
}

export interface SentMail {
  messageId: string;
  /** the .eml file when mail goes to the folder */
  file: string | null;
}

export interface Mailer {
  send(request: MailRequest): Promise<SentMail>;
  close(): void;
}

/** Where a built message goes: an SMTP server, or a file in the mail folder. */
interface Outbox {
  deliver(request: MailRequest, message: SendMailOptions): Promise<SentMail>;
  close(): void;
}

export function createMailer(config: Config, log: MailLog): Mailer {
  const { company } = config;
  const brand = {
    siteName: config.site.name, companyName: company.name, companyAddress: company.address, companyCity: company.city,
    supportEmail: company.supportEmail,
  };
  const outbox = config.mail.smtpUrl ? smtpOutbox(config.mail.smtpUrl, log) : folderOutbox(config.mail.dir, log);
  return {
    send(request) {
      const { subject, text, html } = composeMail(request, brand);
      const headers = { 'X-Amora-Mail-Kind': request.kind };
      return outbox.deliver(request, { from: config.mail.from, to: request.to, subject, text, html, headers });
    },
    close: () => outbox.close(),
  };
}

function smtpOutbox(url: string, log: MailLog): Outbox {
  const transport = nodemailer.createTransport(url);
  return {
    async deliver(request, message) {
      const { messageId } = await transport.sendMail(message);
      log.info({ to: request.to, kind: request.kind, messageId }, 'mail sent');
      return { messageId, file: null };
    },
    close: () => transport.close(),
  };
}

function folderOutbox(dir: string, log: MailLog): Outbox {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async deliver(request, message) {
      const { messageId, message: eml } = await transport.sendMail(message);
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${request.kind}-${randomBytes(4).toString('hex')}.eml`);
      await fs.mkdir(dir, { recursive: true });
      // Whoever watches the folder must never read half a mail: a rename within one folder is atomic.
      await fs.writeFile(`${file}.tmp`, eml);
      await fs.rename(`${file}.tmp`, file);
      log.info({ file }, 'mail written');
      return { messageId, file };
    },
    close: () => transport.close(),
  };
}
