import { randomUUID } from 'node:crypto';
import { CLIENT_HEADER } from '../common/api/errors';
import type { Pair } from './chat-senders';
import { send } from './http-client';

/**
 * Chat sends at a steady rate until stopped, each as the app sends it (src/api/client.ts: an
 * Idempotency-Key, a fresh client_id, the app's X-Request-Type), for the rolling-restart bench. The
 * app's own retries are left out: every answer counted is the one the load balancer gave.
 */

export interface SendsTally {
  attempted: number;
  /** Answers per status code. */
  statuses: Record<string, number>;
  /** Sends without an answer (the connection refused or broken). */
  errors: number;
  /** When the first and the last failed send left (ms from the start), or null. */
  failedBetweenMs: [number, number] | null;
  firstFailure: string | null;
  /** Every send's client_id, and those answered 2xx. */
  sent: string[];
  answered: Set<string>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function sendSteadily(origin: string, pairs: Pair[], perSecond: number) {
  const tally: SendsTally = { attempted: 0, statuses: {}, errors: 0, failedBetweenMs: null, firstFailure: null, sent: [], answered: new Set() };
  const start = performance.now();
  const since = () => Math.round(performance.now() - start);
  const failed = (atMs: number, what: string) => {
    tally.failedBetweenMs = [tally.failedBetweenMs?.[0] ?? atMs, atMs];
    tally.firstFailure ??= `${what} at ${atMs} ms`;
  };

  const one = async (pair: Pair) => {
    const clientId = randomUUID();
    const atMs = since();
    tally.sent.push(clientId);
    try {
      const { status, text } = await send(`${origin}/api/messages.php`, {
        method: 'POST',
        headers: {
          cookie: pair.cookie, origin, 'content-type': 'application/json', [CLIENT_HEADER.name]: CLIENT_HEADER.value, 'idempotency-key': randomUUID(),
        },
        body: JSON.stringify({ client_id: clientId, to: pair.to, kind: 'text', body: `sent at ${atMs} ms` }),
      });
      tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
      if (status >= 200 && status < 300) tally.answered.add(clientId);
      else failed(atMs, `${status} ${text}`);
    } catch (error) {
      tally.errors++;
      failed(atMs, (error as Error).message);
    }
  };

  let stopped = false;
  const inFlight: Promise<void>[] = [];
  // Each send due at its own moment, whether or not earlier ones were answered.
  const loop = (async () => {
    for (let i = 0; !stopped; i++) {
      const wait = start + (i * 1000) / perSecond - performance.now();
      if (wait > 0) await sleep(wait);
      tally.attempted++;
      inFlight.push(one(pairs[i % pairs.length]!));
    }
  })();

  return {
    since,
    async stop(): Promise<SendsTally> {
      stopped = true;
      await loop;
      await Promise.all(inFlight);
      return tally;
    },
  };
}
