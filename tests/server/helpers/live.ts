import { once } from 'node:events';
import WebSocket from 'ws';
import { liveEventSchema, type LiveEvent } from '../../../common/api/live';

/** A member's open app over a real socket to GET /api/live.php: what it received, and how it closed. */
export interface Live {
  socket: WebSocket;
  events: LiveEvent[];
  /** The close code, once the socket closed. */
  closed: Promise<number>;
  /** The next event of a type (one already received counts). */
  next: <T extends LiveEvent['type']>(type: T) => Promise<Extract<LiveEvent, { type: T }>>;
}

/** Opens the live socket of the server at `origin` (http://…) with these headers (cookie, Origin). */
export async function openLive(origin: string, headers: Record<string, string>): Promise<Live> {
  const socket = new WebSocket(`${origin.replace('http', 'ws')}/api/live.php`, { headers });
  const events: LiveEvent[] = [];
  const waiting: (() => void)[] = [];
  socket.on('message', (data) => {
    events.push(liveEventSchema.parse(JSON.parse(data.toString())));
    for (const wake of waiting.splice(0)) wake();
  });
  const closed = new Promise<number>((resolve) => socket.once('close', resolve));
  await once(socket, 'open');
  const next = async <T extends LiveEvent['type']>(type: T) => {
    for (;;) {
      const index = events.findIndex((event) => event.type === type);
      if (index >= 0) return events.splice(index, 1)[0] as Extract<LiveEvent, { type: T }>;
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
  };
  return { socket, events, closed, next };
}

/** Lets the server work through what was sent: events that should not come would have come by then. */
export async function settle(live: Live): Promise<void> {
  live.socket.ping();
  await once(live.socket, 'pong');
}

/**
 * How the socket stands once the server has read everything sent before: 'open', or the code the
 * server closed it with. A socket the server closes answers no ping, so this never waits for a timer.
 */
export async function standing(live: Live): Promise<number | 'open'> {
  live.socket.ping();
  return Promise.race([live.closed, once(live.socket, 'pong').then(() => 'open' as const)]);
}
