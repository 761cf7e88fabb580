import webpush, { WebPushError } from 'web-push';
import type { Config } from '../config';
import { loadVapidKeys } from './vapid-keys';

/**
 * Web push (RFC 8030) with VAPID (RFC 8292), the payload encrypted for the device (RFC 8291,
 * aes128gcm), through the `web-push` library.
 */

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

/** 'gone': the service no longer knows the subscription (404, 410): remove it. */
export type PushOutcome = 'sent' | 'gone';

export interface PushSender {
  /** The VAPID public key the browsers subscribe with (settings' push public key). */
  publicKey: string;
  /** Throws for anything but delivery or a gone subscription: the job tries again later. */
  send(target: PushTarget, payload: string, options: PushOptions): Promise<PushOutcome>;
}

const TIMEOUT_MS = 10_000;

export function createPushSender(config: Config): PushSender {
  const keys = config.push.keys ?? loadVapidKeys(config.dataDir);
  const vapidDetails = { subject: `mailto:${config.company.supportEmail}`, ...keys };
  return {
    publicKey: keys.publicKey,
    async send(target, payload, { ttlSeconds, topic, urgency = 'normal' }) {
      const subscription = { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } };
      try {
        await webpush.sendNotification(subscription, payload, {
          vapidDetails, TTL: ttlSeconds, urgency, timeout: TIMEOUT_MS, ...(topic ? { topic } : {}), contentEncoding: 'aes128gcm',
        });
        return 'sent';
      } catch (error) {
        if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) return 'gone';
        throw error;
      }
    },
  };
}

/** Whether a subscription's address is one of the push services we post to (a leading dot takes subdomains). */
export function isPushService(endpoint: string, services: readonly string[]): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname;
  return services.some((service) => (service.startsWith('.') ? host.endsWith(service) && host.length > service.length : host === service));
}
