import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import { throwawayCertificate } from './throwaway-cert';

/**
 * A push service (RFC 8030) on a loopback port, as the server meets one: it takes each push as the
 * server POSTs it and answers as the browsers' services do (201 delivered, 404/410 the subscription
 * is gone, 5xx try later). It speaks HTTPS only, as the server posts only to https, so it makes a
 * throwaway certificate and turns certificate checks off in this process until it closes.
 */

export interface ReceivedPush {
  /** The endpoint's path: one per test device. */
  path: string;
  /** Among them TTL, Topic, Urgency, Content-Encoding and the VAPID Authorization. */
  headers: IncomingHttpHeaders;
  /** The encrypted payload as sent. */
  body: Buffer;
  /** What this endpoint answered. */
  status: number;
}

export interface PushEndpoint {
  /** https://127.0.0.1:<port> */
  origin: string;
  /** Every push received, oldest first. */
  received: ReceivedPush[];
  /** Answers the pushes to `path` with `status` from now on (201 until told). */
  answer(path: string, status: number): void;
  close(): Promise<void>;
}

/**
 * `tls`: a certificate the server under test trusts already (the Playwright server's, through
 * NODE_EXTRA_CA_CERTS); without it, a throwaway one, and certificate checks off in this process.
 * `port`: where a server started before it expects it (its PUSH_SERVICES names the port); else any.
 */
export async function startPushEndpoint(tls?: { key: string; cert: string }, port = 0): Promise<PushEndpoint> {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number>();
  const server = https.createServer(tls ?? throwawayCertificate(), (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'https://127.0.0.1').pathname;
      const status = req.method === 'POST' ? answers.get(path) ?? 201 : 405;
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks), status });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const checks = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  if (!tls) process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  return {
    origin: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    answer: (path, status) => void answers.set(path, status),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      if (tls) return;
      if (checks === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
      else process.env.NODE_TLS_REJECT_UNAUTHORIZED = checks;
    },
  };
}

export interface TestDevice {
  /** As the browser's PushSubscription.toJSON() gives it. */
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  /** Opens a push sent to this device (RFC 8291, aes128gcm): only its keys can. */
  decrypt(body: Buffer): string;
}

/** A browser's subscription at `endpoint`: a fresh P-256 key pair and a 16-byte auth secret, as a browser makes them. */
export function testSubscription(endpoint: string): TestDevice {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  const auth = randomBytes(16);
  return {
    subscription: { endpoint, expirationTime: null, keys: { p256dh: keys.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } },
    decrypt: (body) => ece.decrypt(body, { version: 'aes128gcm', privateKey: keys, authSecret: auth.toString('base64url') }).toString('utf8'),
  };
}

/**
 * The VAPID proof of a push (RFC 8292): `vapid t=<JWT>, k=<public key>`. Returns the JWT's claims
 * and the key when its ES256 signature holds under that key; null otherwise.
 */
export function vapidOf(authorization: string | undefined): { claims: { aud: string; exp: number; sub: string }; key: string } | null {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) return null;
  const [, header, claims, signature, key] = match as unknown as [string, string, string, string, string];
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify('sha256', Buffer.from(`${header}.${claims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  return signed ? { claims: JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud: string; exp: number; sub: string }, key } : null;
}
