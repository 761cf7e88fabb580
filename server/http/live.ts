import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { LIVE_CLOSE_SESSION_ENDED, liveClientMessageSchema } from '../../common/api/live';
import { announceTyping } from '../domain/chat';
import { ProblemError } from '../domain/problems';
import { requireUserId, sessionUserId, type Deps } from './context';
import { fromForeignSite } from './security';

/** Every so often each socket is pinged (a dead connection is dropped) and its session checked again. */
const HEARTBEAT_MS = 30_000;
/** Typing is passed on at most this often per conversation: the app shows it for a few seconds. */
const TYPING_EVERY_MS = 1_000;
/** An app sends small JSON messages only. */
const MAX_PAYLOAD_BYTES = 1_024;

/**
 * The live channel (GET /api/live.php): one WebSocket per open app, opened by a page of our own site
 * with the member's session cookie. It carries the member's events from the bus and takes typing
 * from the app. It ends with the session: a socket whose session was logged out or expired is closed
 * with LIVE_CLOSE_SESSION_ENDED at the next heartbeat.
 */
export async function liveRoutes(app: FastifyInstance, deps: Deps, heartbeatMs = HEARTBEAT_MS): Promise<void> {
  await app.register(import('@fastify/websocket'), { options: { maxPayload: MAX_PAYLOAD_BYTES } });
  const members = new WeakMap<FastifyRequest, number>();

  app.route({
    method: 'GET',
    url: '/api/live.php',
    // Before the upgrade, so a refusal is a plain HTTP answer: a browser always sends its page's Origin.
    preValidation: async (request) => {
      if (request.headers.origin === undefined || fromForeignSite(request)) throw new ProblemError('cross_site');
      members.set(request, await requireUserId(deps, request));
    },
    // Only a WebSocket is answered here.
    handler: async () => {
      throw new ProblemError('bad_request');
    },
    wsHandler: (socket, request) => serveMember(deps, socket, request, members.get(request)!, heartbeatMs),
  });
}

/** One open app of a member: their events out, typing in, until it closes or the session ends. */
function serveMember(deps: Deps, socket: WebSocket, request: FastifyRequest, memberId: number, heartbeatMs: number): void {
  const unsubscribe = deps.bus.subscribe(memberId, ({ type, payload }) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ type, payload }));
  });
  const typedAt = new Map<number, number>();
  socket.on('message', (data, isBinary) => {
    const parsed = isBinary ? undefined : liveClientMessageSchema.safeParse(safeJson(data.toString()));
    // Anything else is ignored: the app is ours, and a wrong message must not cost the socket.
    if (!parsed?.success) return;
    const { conversation } = parsed.data;
    const now = Date.now();
    if (now - (typedAt.get(conversation) ?? 0) < TYPING_EVERY_MS) return;
    typedAt.set(conversation, now);
    announceTyping(deps, memberId, conversation).catch((err: unknown) => request.log.error({ err }, 'typing not announced'));
  });
  const heartbeat = keepAlive(socket, heartbeatMs, async () => (await sessionUserId(deps, request)) === memberId);
  socket.on('close', () => {
    clearInterval(heartbeat);
    unsubscribe();
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Pings the socket each heartbeat, drops it when the last ping went unanswered, closes it when the session ended. */
function keepAlive(socket: WebSocket, heartbeatMs: number, sessionValid: () => Promise<boolean>): NodeJS.Timeout {
  let answered = true;
  socket.on('pong', () => {
    answered = true;
  });
  const timer = setInterval(() => {
    if (!answered) return socket.terminate();
    answered = false;
    socket.ping();
    sessionValid().then((valid) => {
      if (!valid) socket.close(LIVE_CLOSE_SESSION_ENDED, 'session ended');
    }, () => undefined);
  }, heartbeatMs);
  timer.unref();
  return timer;
}
