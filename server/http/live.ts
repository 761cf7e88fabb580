import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { randomBytes } from 'node:crypto';
import {
  LIVE_CLOSE_POLICY, LIVE_CLOSE_REPLACED, LIVE_CLOSE_RESTART, LIVE_CLOSE_SESSION_ENDED, LIVE_CLOSE_TRY_AGAIN, liveClientMessageSchema, liveQuerySchema,
} from '../../common/api/live';
import { announceTyping } from '../domain/chat/chat';
import { appClosed, appHeartbeat, appOpened, appVisibility } from '../domain/notifications/presence';
import { ProblemError } from '../domain/problems';
import { requireSession, storedSessionUserId } from './context';
import type { Deps } from '../domain/deps';
import { parseInput, UNREACHABLE_RETRY_SECONDS } from './errors';
import { LIVE_LIMITS } from './live-limits';
import { atMostEvery, rateBudget } from './live-throttle';
import { fromForeignSite } from './security';

/** Every so often each socket is pinged (a dead connection is dropped) and its session checked again. */
const HEARTBEAT_MS = 30_000;

/**
 * The live channel (GET /api/live.php): one WebSocket per open app, opened by a page of our own site
 * with the member's session cookie. It carries the member's events from the bus and takes typing and
 * visibility from the app, within the limits of live-limits.ts. It ends with the session: a session's
 * end is published on the bus and closes that session's sockets at once (LIVE_CLOSE_SESSION_ENDED);
 * the heartbeat closes those whose session expired, or ended where this process's bus does not
 * reach. Each socket is an open app of the member, in view or hidden as the page says: pushes go out
 * only while none is in view (presence.ts). While the bus between processes is away (Redis), no
 * socket is opened and those open close (LIVE_CLOSE_TRY_AGAIN): the apps poll until it is back.
 */
export async function liveRoutes(app: FastifyInstance, deps: Deps, heartbeatMs = HEARTBEAT_MS): Promise<void> {
  await app.register(import('@fastify/websocket'), {
    options: { maxPayload: LIVE_LIMITS.payloadBytes },
    // A process that stops (a restart, a deploy) tells its apps so: they reconnect at once, to another process.
    preClose(done) {
      for (const client of this.websocketServer.clients) client.close(LIVE_CLOSE_RESTART, 'server restarting');
      this.websocketServer.close(() => done());
    },
  });
  const opened = new WeakMap<FastifyRequest, OpenedApp>();
  const sockets = memberSockets();

  app.route({
    method: 'GET',
    url: '/api/live.php',
    // Before the upgrade, so a refusal is a plain HTTP answer: a browser always sends its page's Origin.
    preValidation: async (request) => {
      if (request.headers.origin === undefined || fromForeignSite(request)) throw new ProblemError('cross_site');
      // Events would not reach it: the app polls meanwhile, and its socket tries again later.
      if (!deps.bus.live()) throw new ProblemError('service_unavailable', { seconds: UNREACHABLE_RETRY_SECONDS });
      const session = await requireSession(deps, request);
      const { app: name = randomBytes(9).toString('base64url'), hidden = '0' } = parseInput(liveQuerySchema, request.query);
      opened.set(request, { memberId: session.userId, sessionId: session.id, name, hidden: hidden === '1' });
    },
    // Only a WebSocket is answered here.
    handler: async () => {
      throw new ProblemError('bad_request');
    },
    wsHandler: (socket, request) => serveMember(deps, socket, request, opened.get(request)!, heartbeatMs, sockets),
  });
}

interface OpenedApp {
  memberId: number;
  sessionId: number;
  /** The page's own name for itself. */
  name: string;
  hidden: boolean;
}

/** Each member's open sockets in this process, oldest first: one past the limit closes the oldest. */
function memberSockets() {
  const byMember = new Map<number, WebSocket[]>();
  return {
    add(memberId: number, socket: WebSocket): void {
      const own = byMember.get(memberId) ?? [];
      byMember.set(memberId, own);
      if (own.push(socket) > LIVE_LIMITS.socketsPerMember) own.shift()!.close(LIVE_CLOSE_REPLACED, 'replaced by a newer socket');
    },
    remove(memberId: number, socket: WebSocket): void {
      const own = byMember.get(memberId) ?? [];
      const at = own.indexOf(socket);
      if (at >= 0) own.splice(at, 1);
      if (own.length === 0) byMember.delete(memberId);
    },
  };
}

/** One open app of a member: their events out, typing and visibility in, until it closes or the session ends. */
function serveMember(
  deps: Deps, socket: WebSocket, request: FastifyRequest, opened: OpenedApp, heartbeatMs: number, sockets: ReturnType<typeof memberSockets>,
): void {
  const { memberId, sessionId } = opened;
  const failed = (what: string) => (err: unknown) => request.log.error({ err }, what);
  const end = (code: number, reason: string) => {
    sockets.remove(memberId, socket);
    socket.close(code, reason);
  };
  let hidden = opened.hidden;
  // Presence is written in order: the row exists before a visibility change or the close touches it.
  let presence = appOpened(deps.db, { userId: memberId, sessionId }, opened.name, hidden, deps.now());
  // Handled at once: the session may end before its app's row is written (a ban, a logout elsewhere),
  // and the socket then closes at its next heartbeat, which finds the session gone.
  presence.catch(failed('presence not kept'));
  const present = <T>(update: (id: string) => Promise<T>): Promise<T> => {
    const result = presence.then(update);
    presence = Promise.all([presence, result]).then(([id]) => id);
    presence.catch(failed('presence not kept'));
    // Its failure is logged through `presence`; a caller that waits for it hears of it too.
    result.catch(() => undefined);
    return result;
  };
  const unsubscribe = deps.bus.subscribe(memberId, (event) => {
    if (socket.readyState !== socket.OPEN) return;
    if (event.type === 'interrupted') return end(LIVE_CLOSE_TRY_AGAIN, 'events interrupted');
    if (event.type !== 'session-ended') return socket.send(JSON.stringify({ type: event.type, payload: event.payload }));
    if (event.payload.sessionId === sessionId) end(LIVE_CLOSE_SESSION_ENDED, 'session ended');
  });
  sockets.add(memberId, socket);

  // What passes a limit is dropped before any parsing or database work; no state grows with what a socket sends.
  const frames = rateBudget(LIVE_LIMITS.frames);
  const typing = rateBudget(LIVE_LIMITS.typing);
  // The write reads `hidden` when it runs: the latest state the page sent.
  const visibility = atMostEvery(LIVE_LIMITS.visibilityEveryMs, () => present((id) => appVisibility(deps.db, id, memberId, hidden, deps.now())));
  socket.on('message', (data, isBinary) => {
    if (socket.readyState !== socket.OPEN) return;
    if (!frames()) return end(LIVE_CLOSE_POLICY, 'too many frames');
    const parsed = isBinary ? undefined : liveClientMessageSchema.safeParse(safeJson(data.toString()));
    // Anything else is ignored: the app is ours, and a wrong message must not cost the socket.
    if (!parsed?.success) return;
    if (parsed.data.type === 'visibility') {
      hidden = parsed.data.hidden;
      return visibility.request();
    }
    if (!typing()) return;
    announceTyping(deps, memberId, parsed.data.conversation).catch(failed('typing not announced'));
  });
  const stopHeartbeat = keepAlive(socket, heartbeatMs, async () => {
    // Renewing the app's row checks its session too: a read of the session per beat was a third of
    // the live channel's statements (docs/performance.md). The session is read only when the row was
    // not renewed, since the row may be gone while the session lasts (a sweep after a stall), and
    // from the database: the heartbeat is what finds a session ended where no bus reached.
    const renewed = await present((id) => appHeartbeat(deps.db, id, memberId, hidden, deps.now())).catch(() => false);
    return renewed || (await storedSessionUserId(deps, request)) === memberId;
  });
  socket.on('close', () => {
    stopHeartbeat();
    visibility.cancel();
    unsubscribe();
    sockets.remove(memberId, socket);
    void present((id) => appClosed(deps.db, id, memberId, hidden, deps.now()));
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Pings the socket each heartbeat, drops it when the last ping went unanswered, closes it when the
 * session ended. The first beat comes after between half and all of a period, so sockets opened
 * together (every app reconnecting after a restart) do not beat together: 1,000 of them in step
 * were 3,000 queries in one second every 30 s, and every call made in that second waited for them
 * (docs/performance.md, Several processes). Returns what stops it.
 */
function keepAlive(socket: WebSocket, heartbeatMs: number, sessionValid: () => Promise<boolean>): () => void {
  let answered = true;
  socket.on('pong', () => {
    answered = true;
  });
  const beat = () => {
    if (!answered) return socket.terminate();
    answered = false;
    socket.ping();
    sessionValid().then((valid) => {
      if (!valid) socket.close(LIVE_CLOSE_SESSION_ENDED, 'session ended');
    }, () => undefined);
  };
  let timer: NodeJS.Timeout = setTimeout(() => {
    beat();
    timer = setInterval(beat, heartbeatMs);
    timer.unref();
  }, heartbeatMs * (0.5 + Math.random() / 2));
  timer.unref();
  return () => clearTimeout(timer);
}
