import type { FastifyInstance, FastifyReply, FastifyRequest, onSendAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import { finishIdempotent, startIdempotent, type StoredAnswer } from '../domain/site/idempotency';
import type { Deps } from '../domain/deps';
import { readSessionToken } from './session-cookie';

/**
 * One hook for every write: a POST, PUT or DELETE with an `Idempotency-Key` header runs once, and a
 * retry with the same key gets the first answer (server/domain/site/idempotency.ts). Writes without the
 * header run as before, and so do routes whose request carries its own key (`ownIdempotency`: a chat
 * message's client id), which answer a repeat themselves without two more writes per request.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The request carries its own idempotency key, checked in the same transaction as the write. */
    ownIdempotency?: boolean;
  }
}

const WRITES = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** What a replayed answer must carry besides its body; the session cookie above all. */
const KEPT_HEADERS = ['content-type', 'set-cookie', 'location', 'cache-control', 'clear-site-data'];

/** Method, path and body as sent, so the same key with another request is told apart. */
function fingerprint(request: FastifyRequest): Buffer {
  const body = Buffer.isBuffer(request.body) ? request.body : Buffer.from(JSON.stringify(request.body ?? null));
  return Buffer.concat([Buffer.from(`${request.method} ${request.url}\n`), body]);
}

function keptHeaders(reply: FastifyReply): StoredAnswer['headers'] {
  const headers: StoredAnswer['headers'] = {};
  for (const name of KEPT_HEADERS) {
    const value = reply.getHeader(name);
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return headers;
}

/**
 * Whose keys these are: the session's, or a visitor's network address, so two visitors who send the
 * same key (a guessed or copied one) never share an answer such as a complaint's reference.
 */
function senderOf(request: FastifyRequest): string {
  return readSessionToken(request) ?? `visitor ${request.ip}`;
}

/**
 * Adds the hooks to each write route as it is registered (call it before the routes), so that reads,
 * most of the requests, pass no hook of it at all.
 */
export function idempotentWrites(app: FastifyInstance, deps: Deps): void {
  const running = new WeakMap<FastifyRequest, { id: string; key: string }>();

  const preHandler: preHandlerAsyncHookHandler = async (request, reply) => {
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (key === undefined || !WRITES.has(request.method)) return;
    const start = await startIdempotent(deps.db, {
      key: String(key), sender: senderOf(request), fingerprint: fingerprint(request),
    }, deps.now());
    if (start.outcome === 'run') {
      running.set(request, { id: start.id, key: String(key) });
      return;
    }
    const { status, headers, body } = start.answer;
    return reply.status(status).headers({ ...headers, 'idempotent-replayed': 'true' }).send(body);
  };

  const onSend: onSendAsyncHookHandler = async (request, reply, payload) => {
    const run = running.get(request);
    if (!run) return payload;
    running.delete(request);
    // Write answers are JSON text; anything else is not kept, and the key may run again.
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    const status = body === null ? 500 : reply.statusCode;
    await finishIdempotent(deps.db, run.id, run.key, { status, headers: keptHeaders(reply), body: body ?? '' });
    return payload;
  };

  app.addHook('onRoute', (route) => {
    if (![route.method].flat().some((method) => WRITES.has(method)) || route.config?.ownIdempotency) return;
    route.preHandler = [...[route.preHandler ?? []].flat(), preHandler];
    route.onSend = [...[route.onSend ?? []].flat(), onSend];
  });
}
