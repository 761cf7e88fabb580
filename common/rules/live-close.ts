import { LIVE_CLOSE_POLICY, LIVE_CLOSE_REPLACED, LIVE_CLOSE_RESTART, LIVE_CLOSE_SESSION_ENDED } from '../api/live';

/**
 * What an app does once the server closed its live socket (src/workers/poller/live-socket.ts).
 * Polling goes on meanwhile, whichever it is.
 * - `backoff`: a lost connection, a server that cannot deliver events for now: it reconnects after
 *   a growing, jittered delay.
 * - `at-once`: its server process is restarting and said so; another process behind the same
 *   address takes the socket. Within a second, spread, so a process's sockets do not all arrive
 *   in the same instant.
 * - `when-visible`: a newer socket of the member took this one's place (or this one sent far more
 *   than an app does). Reconnecting at once would take the place back, and the member's pages would
 *   close each other's sockets without end; it reconnects when its page is shown again.
 * - `after-login`: its session ended. It reconnects when a poll finds a member logged in on the
 *   device (a changed password gives the device a new session); otherwise that poll logs them out.
 */
export type LiveReconnect = 'backoff' | 'at-once' | 'when-visible' | 'after-login';

export function reconnectAfterClose(code: number): LiveReconnect {
  if (code === LIVE_CLOSE_SESSION_ENDED) return 'after-login';
  if (code === LIVE_CLOSE_REPLACED || code === LIVE_CLOSE_POLICY) return 'when-visible';
  if (code === LIVE_CLOSE_RESTART) return 'at-once';
  return 'backoff';
}
