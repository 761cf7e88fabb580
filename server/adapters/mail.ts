import { randomBytes } from 'node:crypto';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Config } from '../config/config';
import { folderStorage } from './storage';

/** A finished mail: server/domain/notifications composes it, the mailer only delivers it. */
export interface OutgoingMail {
  /** What the mail is for (activation …): named in the file, the log and the X-Amora-Mail-Kind header. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** Where an answer goes when it is not the sender (a complaint's reporter). */
  replyTo?: string;
  /**
   * The same for every attempt at this one notice: sent again after a crash, it has the same
   * Message-ID, by which the receiving side can tell it had it already.
   */
  id?: string;
}

export interface MailLog {
  info: (obj: object, msg: string) => void;
}

export interface SentMail {
  messageId: string;
  /** the .eml file when mail goes to the folder */
  file: string | null;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<SentMail>;
  close(): void;
}

/** Where a built message goes: an SMTP server, or a file in the mail folder. */
interface Outbox {
  deliver(mail: OutgoingMail, message: SendMailOptions): Promise<SentMail>;
  close(): void;
}

export function createMailer(config: Config, log: MailLog): Mailer {
  const outbox = config.mail.smtpUrl ? smtpOutbox(config.mail.smtpUrl, log) : folderOutbox(config.mail.dir, log);
  return {
    send(mail) {
      const { to, subject, text, html, replyTo } = mail;
      const headers = { ...mail.headers, 'X-Amora-Mail-Kind': mail.kind };
      const messageId = mail.id ? `<${mail.id.replace(/[^\w.-]/g, '.')}@${config.site.domain}>` : undefined;
      return outbox.deliver(mail, { from: config.mail.from, to, replyTo, subject, text, html, headers, ...(messageId ? { messageId } : {}) });
    },
    close: () => outbox.close(),
  };
}

function smtpOutbox(url: string, log: MailLog): Outbox {
  const transport = nodemailer.createTransport(url);
  return {
    async deliver(mail, message) {
      const { messageId } = await transport.sendMail(message);
      log.info({ to: mail.to, kind: mail.kind, messageId }, 'mail sent');
      return { messageId, file: null };
    },
    close: () => transport.close(),
  };
}

function folderOutbox(dir: string, log: MailLog): Outbox {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  // Whoever watches the folder must never read half a mail: the folder storage writes all or nothing.
  const folder = folderStorage(dir);
  return {
    async deliver(mail, message) {
      const { messageId, message: eml } = await transport.sendMail(message);
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${mail.kind}-${randomBytes(4).toString('hex')}.eml`;
      await folder.put(name, eml as Buffer);
      const file = path.join(dir, name);
      // Its first link (to activate, to reset …) in one piece: in the file it is wrapped and encoded.
      const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
      log.info({ file, ...(link ? { link } : {}) }, 'mail written');
      return { messageId, file };
    },
    close: () => transport.close(),
  };
}
