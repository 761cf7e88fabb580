import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { randomBytes } from 'node:crypto';
import { LIVE_CLOSE_SESSION_ENDED, liveClientMessageSchema, liveQuerySchema } from '../../common/api/live';
import { announceTyping } from '../domain/chat';
import { appClosed, appHeartbeat, appOpened, appVisibility } from '../domain/notifications/presence';
import { ProblemError } from '../domain/problems';
import { requireSession, sessionUserId, type Deps } from './context';
import { parseInput } from './errors';
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
 * with LIVE_CLOSE_SESSION_ENDED at the next heartbeat. Each socket is an open app of the member, in
 * view or hidden as the page says: pushes go out only while none is in view (presence.ts).
 */
export async function liveRoutes(app: FastifyInstance, deps: Deps, heartbeatMs = HEARTBEAT_MS): Promise<void> {
  await app.register(import('@fastify/websocket'), { options: { maxPayload: MAX_PAYLOAD_BYTES } });
  const opened = new WeakMap<FastifyRequest, OpenedApp>();

  app.route({
    method: 'GET',
    url: '/api/live.php',
    // Before the upgrade, so a refusal is a plain HTTP answer: a browser always sends its page's Origin.
    preValidation: async (request) => {
      if (request.headers.origin === undefined || fromForeignSite(request)) throw new ProblemError('cross_site');
      const session = await requireSession(deps, request);
      const { app: name = randomBytes(9).toString('base64url'), hidden = '0' } = parseInput(liveQuerySchema, request.query);
      opened.set(request, { memberId: session.userId, sessionId: session.id, name, hidden: hidden === '1' });
    },
    // Only a WebSocket is answered here.
    handler: async () => {
      throw new ProblemError('bad_request');
    },
    wsHandler: (socket, request) => serveMember(deps, socket, request, opened.get(request)!, heartbeatMs),
  });
}

interface OpenedApp {
  memberId: number;
  sessionId: number;
  /** The page's own name for itself. */
  name: string;
  hidden: boolean;
}

/** One open app of a member: their events out, typing and visibility in, until it closes or the session ends. */
function serveMember(deps: Deps, socket: WebSocket, request: FastifyRequest, opened: OpenedApp, heartbeatMs: number): void {
  const { memberId } = opened;
  const failed = (what: string) => (err: unknown) => request.log.error({ err }, what);
  let hidden = opened.hidden;
  // Presence is written in order: the row exists before a visibility change or the close touches it.
  let presence = appOpened(deps.db, { userId: memberId, sessionId: opened.sessionId }, opened.name, hidden, deps.now());
  const present = (update: (id: string) => Promise<void>) => {
    presence = presence.then(async (id) => (await update(id), id));
    presence.catch(failed('presence not kept'));
  };
  const unsubscribe = deps.bus.subscribe(memberId, ({ type, payload }) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ type, payload }));
  });
  const typedAt = new Map<number, number>();
  socket.on('message', (data, isBinary) => {
    const parsed = isBinary ? undefined : liveClientMessageSchema.safeParse(safeJson(data.toString()));
    // Anything else is ignored: the app is ours, and a wrong message must not cost the socket.
    if (!parsed?.success) return;
    if (parsed.data.type === 'visibility') {
      hidden = parsed.data.hidden;
      const changed = hidden;
      return present((id) => appVisibility(deps.db, id, memberId, changed, deps.now()));
    }
    const { conversation } = parsed.data;
    const now = Date.now();
    if (now - (typedAt.get(conversation) ?? 0) < TYPING_EVERY_MS) return;
    typedAt.set(conversation, now);
    announceTyping(deps, memberId, conversation).catch((err: unknown) => request.log.error({ err }, 'typing not announced'));
  });
  const heartbeat = keepAlive(socket, heartbeatMs, async () => {
    present((id) => appHeartbeat(deps.db, id, memberId, hidden, deps.now()));
    return (await sessionUserId(deps, request)) === memberId;
  });
  socket.on('close', () => {
    clearInterval(heartbeat);
    unsubscribe();
    present((id) => appClosed(deps.db, id, memberId, hidden, deps.now()));
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
