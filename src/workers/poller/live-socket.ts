import type { LiveEvent } from '../../../common/api/live';
import { reconnectAfterClose, type LiveReconnect } from '../../../common/rules/live-close';

/**
 * The live channel's socket (GET /api/live.php), held in the poller worker while a member is logged
 * in. It reconnects after a lost connection with a growing, jittered delay (1 s … 60 s), and within
 * a second when its server process restarts (another takes it); closed by the server for a reason of its own, it waits as common/rules/live-close.ts says: until its page is
 * shown again, or until a poll finds a member logged in. While it is down, polling (docs/product/states.md#polling) carries
 * on alone.
 */

export type SocketLike = Pick<WebSocket, 'readyState' | 'send' | 'close' | 'onopen' | 'onmessage' | 'onclose'>;

export interface LiveSocketDeps {
  open: () => SocketLike;
  /** An event arrived (events of a member are applied in order). */
  onEvent: (event: LiveEvent) => Promise<void>;
  /** The socket (re)opened: what happened while it was down is fetched. */
  onOpen: () => Promise<void>;
  random?: () => number;
}

const OPEN = 1;
const MAX_DELAY_MS = 60_000;
/** After a restarting server's close, the reconnect comes within this, spread at random. */
const RESTART_SPREAD_MS = 1000;

type Waiting = Exclude<LiveReconnect, 'backoff' | 'at-once'>;

export function createLiveSocket({ open, onEvent, onOpen, random = Math.random }: LiveSocketDeps) {
  let socket: SocketLike | null = null;
  let wanted = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** What a socket the server closed waits for before it reconnects. */
  let waiting: Waiting | null = null;
  // Events are applied one after another, in the order they came.
  let applying: Promise<void> = Promise.resolve();

  function connect(): void {
    timer = null;
    const current = open();
    socket = current;
    current.onopen = () => {
      failures = 0;
      applying = applying.then(onOpen).catch(() => undefined);
    };
    current.onmessage = ({ data }) => {
      let event: LiveEvent;
      try {
        event = JSON.parse(String(data)) as LiveEvent;
      } catch {
        return;
      }
      applying = applying.then(() => onEvent(event)).catch(() => undefined);
    };
    current.onclose = ({ code }) => {
      if (socket !== current) return;
      socket = null;
      if (!wanted) return;
      const reconnect = reconnectAfterClose(code);
      if (reconnect === 'at-once') {
        timer = setTimeout(connect, random() * RESTART_SPREAD_MS);
        return;
      }
      if (reconnect !== 'backoff') {
        waiting = reconnect;
        return;
      }
      failures += 1;
      const delay = Math.min(MAX_DELAY_MS, 1000 * 2 ** (failures - 1));
      timer = setTimeout(connect, delay / 2 + random() * (delay / 2));
    };
  }

  const resume = (reason: Waiting) => {
    if (waiting !== reason) return;
    waiting = null;
    connect();
  };

  return {
    /** Opens the socket (a member is logged in) or closes it (nobody is). */
    setWanted(next: boolean): void {
      if (next === wanted) return;
      wanted = next;
      waiting = null;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      if (next) return connect();
      const current = socket;
      socket = null;
      current?.close();
    },
    /** The page is shown again: a socket that gave way to a newer one reconnects. */
    pageShown(): void {
      resume('when-visible');
    },
    /**
     * A poll found a member logged in: a socket whose session ended reconnects with the device's new
     * session (its password was changed here). Where none is, that poll logs the member out.
     */
    loggedIn(): void {
      resume('after-login');
    },
    /** Sends a message to the server when the socket is open; dropped otherwise (typing is of the moment). */
    send(message: object): void {
      if (socket?.readyState === OPEN) socket.send(JSON.stringify(message));
    },
  };
}

export type LiveSocket = ReturnType<typeof createLiveSocket>;
