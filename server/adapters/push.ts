import type { OutgoingHttpHeaders } from 'node:http';
import { request } from 'node:https';
import webpush from 'web-push';
import type { Config } from '../config/config';
import { checkedPushEndpoint } from './push-endpoint-check';

/**
 * Web push (RFC 8030) with VAPID (RFC 8292), the payload encrypted for the device (RFC 8291,
 * aes128gcm). `web-push` encrypts and signs; the post is ours, to the address as checked: web-push
 * would send to its own (legacy) reading of the address, which may name another host and port.
 */

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** A new VAPID key pair (P-256). */
export function newVapidKeys(): VapidKeys {
  return webpush.generateVAPIDKeys();
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushOptions {
  /** How long the push service keeps it for a device that is offline. */
  ttlSeconds: number;
  /** A newer push with the same topic replaces one the service still holds (RFC 8030 §5.4). */
  topic?: string;
  urgency?: 'very-low' | 'low' | 'normal' | 'high';
}

/**
 * 'gone': the service no longer knows the subscription (404, 410); 'refused': the address is not
 * one we post to (a row stored before the check tightened). Either way: remove it.
 */
export type PushOutcome = 'sent' | 'gone' | 'refused';

export interface PushSender {
  /** The VAPID public key the browsers subscribe with (settings' push public key). */
  publicKey(): Promise<string>;
  /** Throws for anything but delivery, a gone subscription or a refused address: the job tries again later. */
  send(target: PushTarget, payload: string, options: PushOptions): Promise<PushOutcome>;
}

/** The whole post, connection to answer: a service that hangs must not hold the job. */
const TIMEOUT_MS = 10_000;

/** `keys` is asked once, when the keys are first needed (they are kept in the database). */
export function createPushSender(config: Config, keys: () => Promise<VapidKeys>): PushSender {
  let loaded: Promise<VapidKeys> | undefined;
  const keyPair = () => (loaded ??= keys().catch((error: unknown) => {
    loaded = undefined;
    throw error;
  }));
  return {
    publicKey: async () => (await keyPair()).publicKey,
    async send(target, payload, { ttlSeconds, topic, urgency = 'normal' }) {
      const vapidDetails = { subject: `mailto:${config.company.supportEmail}`, ...(await keyPair()) };
      // Checked at every send too: the address is the member's input, stored maybe under older rules.
      const url = checkedPushEndpoint(target.endpoint, config.push.services);
      if (!url) return 'refused';
      const { headers, body } = webpush.generateRequestDetails({ endpoint: url.href, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
        vapidDetails, TTL: ttlSeconds, urgency, ...(topic ? { topic } : {}), contentEncoding: 'aes128gcm',
      });
      const status = await post(url, headers, body);
      if (status === 404 || status === 410) return 'gone';
      if (status < 200 || status > 299) throw new Error(`The push service answered ${status}`);
      return 'sent';
    },
  };
}

/** POSTs `body` to exactly `url` (no redirects followed); resolves with the answer's status. */
function post(url: URL, headers: OutgoingHttpHeaders, body: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const sending = request(url, { method: 'POST', headers, signal: AbortSignal.timeout(TIMEOUT_MS) }, (answer) => {
      answer.on('error', reject);
      answer.on('end', () => resolve(answer.statusCode ?? 0));
      answer.resume();
    });
    sending.on('error', reject);
    sending.end(body);
  });
}
