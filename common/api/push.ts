import { z } from 'zod/mini';

/**
 * Push and the other notification calls (docs/api.md): a device's subscription as the browser's
 * PushSubscription.toJSON() gives it, the push payload the service worker shows, the unsubscribe
 * links' calls and the mail provider's reports.
 */

const base64url = (min: number, max: number) => z.string().check(z.minLength(min), z.maxLength(max), z.regex(/^[\w-]+=*$/));

/** POST /api/user.php?push=1 */
export const pushSubscribeSchema = z.object({
  subscription: z.object({
    endpoint: z.string().check(z.minLength(8), z.maxLength(2000)),
    expirationTime: z.optional(z.nullable(z.number())),
    // An uncompressed P-256 point (65 bytes) and a 16-byte secret, base64url.
    keys: z.object({ p256dh: base64url(86, 90), auth: base64url(22, 26) }),
  }),
});
export type PushSubscribe = z.infer<typeof pushSubscribeSchema>;

/** DELETE /api/push-subscription.php: this device's subscription ends (the member turned push off here). */
export const pushUnsubscribeSchema = z.strictObject({ endpoint: z.string().check(z.minLength(8), z.maxLength(2000)) });

/** POST /api/page-hidden.php?app=…: the page's own name, as it opened the live channel with. */
export const pageHiddenQuerySchema = z.strictObject({ app: z.optional(z.string().check(z.regex(/^[\w-]{8,64}$/))) });

/** What a push carries; the service worker shows it (src/sw/push.ts). */
export interface PushPayload {
  kind: 'message' | 'like' | 'match';
  title: string;
  body: string;
  /** Where a tap on it leads, a path of the app. */
  url: string;
  /** One notification per tag on the device: a newer one replaces it. */
  tag: string;
  /** Unread messages plus new likes, for the app badge. */
  badge: number;
}

/** GET and POST /api/unsubscribe.php?t=…: the token of a mail's unsubscribe links. */
export const unsubscribeQuerySchema = z.strictObject({ t: z.string().check(z.minLength(10), z.maxLength(100)) });
/** POST /api/unsubscribe.php: one-click (RFC 8058, form-encoded) stops the mail's kind; the page may stop all mail. */
export const unsubscribeBodySchema = z.union([
  z.object({ 'List-Unsubscribe': z.literal('One-Click') }),
  z.strictObject({ scope: z.enum(['kind', 'all']) }),
]);

/** GET /api/unsubscribe.php: what the unsubscribe page shows. */
export interface UnsubscribeState {
  /** The e-mail preference the mail came under. */
  preference: string;
  /** The address, partly hidden. */
  email: string;
  kind_off: boolean;
  all_off: boolean;
}

/** POST /api/mail-events.php: the mail provider's reports, authenticated by the shared secret. */
export const mailEventsSchema = z.strictObject({
  events: z.array(z.object({
    type: z.enum(['bounce', 'complaint']),
    email: z.string().check(z.maxLength(320)),
    /** A bounce that will not go away (an address that does not exist); a temporary one changes nothing. Hard unless told. */
    permanent: z.optional(z.boolean()),
  })).check(z.minLength(1), z.maxLength(500)),
});
