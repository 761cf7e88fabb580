import type { LiveEvent } from '../../common/api/live';

/**
 * Events for one member (a message, a like, typing …, the end of one of their sessions), published
 * where they happen and delivered to that member's open apps over the live socket. The default works
 * within one process; with several processes a Redis implementation takes its place, so events are
 * plain JSON and publish is async.
 */

/**
 * Not for the apps: one of the member's sessions ended (logout, a changed password, a ban, a
 * deletion), so the live sockets of that session close at once, in whichever process holds them.
 */
export interface SessionEndedEvent {
  type: 'session-ended';
  payload: { sessionId: number };
}

/**
 * Not for the apps: the bus between processes lost its connection, so the member's events may have
 * been missed; their live sockets close and the apps poll until the bus is back.
 */
export interface InterruptedEvent {
  type: 'interrupted';
  payload: Record<string, never>;
}

/** An event of the live channel (common/api/live.ts), or news of the server's own, and the member it is for. */
export type MemberEvent = { memberId: number } & (LiveEvent | SessionEndedEvent | InterruptedEvent);

export type MemberEventListener = (event: MemberEvent) => void;

/**
 * News for every process rather than for a member's apps: rows a process keeps a copy of changed
 * (server/domain/accounts/kept-copies.ts). `lost`: the bus between processes went away, so news may have been
 * missed and every copy is dropped.
 */
export type ChangeEvent =
  | { type: 'sessions-ended'; memberId: number }
  | { type: 'blocks-changed'; memberIds: number[] }
  | { type: 'lost' };

export type ChangeListener = (event: ChangeEvent) => void;

export interface Bus {
  publish(event: MemberEvent): Promise<void>;
  /** Delivers the member's events to the listener until the returned function is called. */
  subscribe(memberId: number, listener: MemberEventListener): () => void;
  /** Tells every process of a change, this one first and before it returns (its next request must see it). */
  broadcast(event: Exclude<ChangeEvent, { type: 'lost' }>): Promise<void>;
  /** Hears every process's broadcasts until the returned function is called. */
  onChange(listener: ChangeListener): () => void;
  /** Whether events published now reach the listeners: false while the bus between processes is away. */
  live(): boolean;
  close(): Promise<void>;
}

/** Calls each listener, a failing one logged and not stopping the others. */
export function deliverTo<E extends { type: string }>(listeners: Iterable<(event: E) => void>, event: E, log: { error: (obj: object, msg: string) => void }): void {
  for (const listener of listeners) {
    try {
      listener(event);
    } catch (err) {
      log.error({ err, type: event.type }, 'event listener failed');
    }
  }
}

/** Within one process: a set of listeners per member. */
export function createMemoryBus(log: { error: (obj: object, msg: string) => void }): Bus {
  const listeners = new Map<number, Set<MemberEventListener>>();
  const changeListeners = new Set<ChangeListener>();
  return {
    async publish(event) {
      // A copy through JSON, as Redis would deliver it: what works here works there.
      const delivered = JSON.parse(JSON.stringify(event)) as MemberEvent;
      deliverTo(listeners.get(event.memberId) ?? [], delivered, log);
    },
    subscribe(memberId, listener) {
      const own = listeners.get(memberId) ?? new Set();
      listeners.set(memberId, own.add(listener));
      return () => {
        own.delete(listener);
        if (own.size === 0 && listeners.get(memberId) === own) listeners.delete(memberId);
      };
    },
    async broadcast(event) {
      deliverTo(changeListeners, event, log);
    },
    onChange(listener) {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    live: () => true,
    async close() {
      listeners.clear();
      changeListeners.clear();
    },
  };
}
