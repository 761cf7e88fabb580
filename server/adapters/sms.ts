import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Config } from '../config/config';
import { folderStorage } from './storage';

/**
 * Text messages (the direct-debit code): server/domain/notifications composes them, a sender only
 * delivers them. Without SMS_URL every text is written as a .txt file to the SMS folder and its path
 * logged, as mails are; with it, texts go to that gateway as a POST of JSON {to, text}.
 */

export interface OutgoingSms {
  /** The number in E.164 (+31612345678). */
  to: string;
  text: string;
  /** What the text is for: named in the file and the log. */
  kind: string;
}

export interface SmsSender {
  send(sms: OutgoingSms): Promise<void>;
}

export interface SmsLog {
  info: (obj: object, msg: string) => void;
}

/** The gateway could not take the text (down, slow, refusing): the member may try again later. */
export class SmsUnavailableError extends Error {}

const GATEWAY_TIMEOUT_MS = 10_000;

export function createSmsSender(config: Config, log: SmsLog): SmsSender {
  return config.payments.smsUrl ? gatewaySender(config.payments.smsUrl, log) : folderSender(config.payments.smsDir, log);
}

function folderSender(dir: string, log: SmsLog): SmsSender {
  // Whoever watches the folder must never read half a text: the folder storage writes all or nothing.
  const folder = folderStorage(dir);
  return {
    async send({ to, text, kind }) {
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${kind}-${randomBytes(4).toString('hex')}.txt`;
      await folder.put(name, Buffer.from(`To: ${to}\n\n${text}\n`));
      log.info({ file: path.join(dir, name) }, 'sms written');
    },
  };
}

function gatewaySender(url: string, log: SmsLog): SmsSender {
  // fetch refuses an address with credentials: they travel in the Authorization header instead.
  const target = new URL(url);
  const credentials = target.username ? `${decodeURIComponent(target.username)}:${decodeURIComponent(target.password)}` : null;
  target.username = '';
  target.password = '';
  const headers = { 'content-type': 'application/json', ...(credentials ? { authorization: `Basic ${Buffer.from(credentials).toString('base64')}` } : {}) };
  return {
    async send({ to, text, kind }) {
      let response: Response;
      try {
        response = await fetch(target, { method: 'POST', headers, body: JSON.stringify({ to, text }), signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS) });
      } catch (error) {
        throw new SmsUnavailableError(`SMS gateway not reached: ${String(error)}`);
      }
      if (!response.ok) throw new SmsUnavailableError(`SMS gateway answered ${response.status}`);
      // Never the text: it holds the code.
      log.info({ kind }, 'sms sent');
    },
  };
}
