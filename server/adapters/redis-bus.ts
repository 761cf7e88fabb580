import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { deliverTo, type Bus, type ChangeEvent, type ChangeListener, type MemberEvent, type MemberEventListener } from './bus';
import { redisNamespace } from './redis';

/**
 * The bus across processes (REDIS_URL): Redis pub/sub, one channel per member. A process subscribes
 * to a member's channel while it holds one of their live sockets and drops it with the last one, so
 * each event goes only to the processes that have someone to give it to. Redis delivers a
 * connection's messages in the order they were published, so one process's events for a member
 * arrive in order.
 *
 * When Redis goes away, events published meanwhile are lost for good (pub/sub keeps nothing). A
 * publish then only logs: the write it tells of is committed, and the apps fetch it by polling. Every
 * listener gets an `interrupted` event as the subscription breaks, so each live socket can close and
 * its app fall back to polling until Redis is back (server/http/live.ts).
 *
 * Broadcasts of changes go on one channel every process subscribes to from the start. A process
 * hears its own first, before publishing, and skips them when Redis brings them back. When the
 * subscription breaks, the change listeners hear `lost`: news may be missed until it is back.
 */
export function createRedisBus(
  publisher: Redis, subscriber: Redis, log: { error: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void },
): Bus {
  const prefix = `${redisNamespace(publisher)}member:`;
  const channel = (memberId: number) => `${prefix}${memberId}`;
  const changes = `${redisNamespace(publisher)}changes`;
  const listeners = new Map<number, Set<MemberEventListener>>();
  const changeListeners = new Set<ChangeListener>();
  const thisProcess = randomUUID();
  let subscribed = subscriber.status === 'ready';

  const deliver = (own: Set<MemberEventListener> | undefined, event: MemberEvent) => deliverTo(own ?? [], event, log);

  subscriber.subscribe(changes).catch((err: unknown) => log.warn({ err }, 'subscription waits for Redis'));
  subscriber.on('message', (name: string, text: string) => {
    if (name === changes) {
      const { from, event } = JSON.parse(text) as { from: string; event: ChangeEvent };
      if (from !== thisProcess) deliverTo(changeListeners, event, log);
      return;
    }
    if (!name.startsWith(prefix)) return;
    deliver(listeners.get(Number(name.slice(prefix.length))), JSON.parse(text) as MemberEvent);
  });
  subscriber.on('ready', () => {
    subscribed = true;
  });
  subscriber.on('close', () => {
    if (!subscribed) return;
    subscribed = false;
    log.warn({}, 'Redis went away: live sockets close, and apps poll until it is back.');
    deliverTo(changeListeners, { type: 'lost' }, log);
    for (const [memberId, own] of [...listeners]) deliver(own, { memberId, type: 'interrupted', payload: {} });
  });

  return {
    async publish(event) {
      try {
        await publisher.publish(channel(event.memberId), JSON.stringify(event));
      } catch (err) {
        log.warn({ err, type: event.type }, 'event not published: Redis does not answer');
      }
    },
    subscribe(memberId, listener) {
      let own = listeners.get(memberId);
      if (!own) {
        own = new Set();
        listeners.set(memberId, own);
        subscriber.subscribe(channel(memberId)).catch((err: unknown) => log.warn({ err }, 'subscription waits for Redis'));
      }
      own.add(listener);
      return () => {
        own.delete(listener);
        if (own.size > 0 || listeners.get(memberId) !== own) return;
        listeners.delete(memberId);
        subscriber.unsubscribe(channel(memberId)).catch((err: unknown) => log.warn({ err }, 'unsubscription waits for Redis'));
      };
    },
    async broadcast(event) {
      deliverTo(changeListeners, event, log);
      try {
        await publisher.publish(changes, JSON.stringify({ from: thisProcess, event }));
      } catch (err) {
        log.warn({ err, type: event.type }, 'change not broadcast: Redis does not answer');
      }
    },
    onChange(listener) {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    live: () => subscribed,
    async close() {
      // The connection's close that follows (platform.close) is planned: not news that Redis went away.
      subscribed = false;
      listeners.clear();
      changeListeners.clear();
    },
  };
}
