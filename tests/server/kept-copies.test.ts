import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryBus, type Bus } from '../../server/adapters/bus';
import type { Db } from '../../server/db/database';
import { keepCopies, keptBlocks, keptSession, type KeptSession } from '../../server/domain/accounts/kept-copies';

/**
 * The process's copies of sessions and blocks (server/domain/accounts/kept-copies.ts): read once, dropped by
 * every change the bus tells of, never kept while the bus may miss news, and read again after 30 s.
 */

const session = (userId: number, id = userId * 10): KeptSession => ({ id, userId, expiresAt: '2027-01-01T00:00:00.000Z' });

/** A database stand-in (the copies are kept per database object) and a counting read. */
function setUp(bus: Bus = createMemoryBus({ error: () => {} })) {
  const db = {} as Db;
  const stop = keepCopies(db, bus);
  let reads = 0;
  const read = <T>(value: T) => async () => {
    reads += 1;
    return value;
  };
  return { db, bus, stop, read, reads: () => reads };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('kept copies', () => {
  it('read a session once, until a session of that member ends anywhere; another member\'s stays', async () => {
    const { db, bus, read, reads } = setUp();
    expect(await keptSession(db, 'ann', read(session(1)))).toEqual(session(1));
    expect(await keptSession(db, 'ann', read(session(1)))).toEqual(session(1));
    await keptSession(db, 'ben', read(session(2)));
    expect(reads()).toBe(2);

    await bus.broadcast({ type: 'sessions-ended', memberId: 1 });
    expect(await keptSession(db, 'ann', read(undefined))).toBeUndefined();
    await keptSession(db, 'ben', read(session(2)));
    expect(reads()).toBe(3);
  });

  it('keep no answer of "no such session", so a token is never remembered as unknown', async () => {
    const { db, read, reads } = setUp();
    await keptSession(db, 'nobody', read(undefined));
    await keptSession(db, 'nobody', read(undefined));
    expect(reads()).toBe(2);
  });

  it('drop the blocks of both members of a changed block', async () => {
    const { db, bus, read, reads } = setUp();
    expect(await keptBlocks(db, 1, read([]))).toEqual([]);
    expect(await keptBlocks(db, 2, read([]))).toEqual([]);
    expect(await keptBlocks(db, 3, read([]))).toEqual([]);
    await bus.broadcast({ type: 'blocks-changed', memberIds: [1, 2] });
    expect(await keptBlocks(db, 1, read([2]))).toEqual([2]);
    expect(await keptBlocks(db, 2, read([1]))).toEqual([1]);
    expect(await keptBlocks(db, 3, read([9]))).toEqual([]);
    expect(reads()).toBe(5);
  });

  it('do not keep what was read while a change came: it may be from before the change', async () => {
    const { db, bus, read, reads } = setUp();
    let finishRead!: () => void;
    const slow = keptSession(db, 'ann', async () => {
      await new Promise<void>((resolve) => (finishRead = resolve));
      return session(1);
    });
    await bus.broadcast({ type: 'sessions-ended', memberId: 1 });
    finishRead();
    expect(await slow).toEqual(session(1));
    expect(await keptSession(db, 'ann', read(undefined))).toBeUndefined();
    expect(reads()).toBe(1);
  });

  it('are all dropped when the bus may have missed news, and none is kept until it is back', async () => {
    let live = true;
    const memory = createMemoryBus({ error: () => {} });
    const listeners: Parameters<Bus['onChange']>[0][] = [];
    const bus: Bus = { ...memory, live: () => live, onChange: (listener) => (listeners.push(listener), () => {}) };
    const { db, read, reads } = setUp(bus);
    await keptSession(db, 'ann', read(session(1)));
    live = false;
    for (const listener of listeners) listener({ type: 'lost' });
    await keptSession(db, 'ann', read(session(1)));
    await keptSession(db, 'ann', read(session(1)));
    expect(reads()).toBe(3);
    live = true;
    await keptSession(db, 'ann', read(session(1)));
    await keptSession(db, 'ann', read(session(1)));
    expect(reads()).toBe(4);
  });

  it('are read again after 30 seconds, for a change no bus told of (the operator\'s command line)', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T12:00:00Z'), toFake: ['Date'] });
    const { db, read, reads } = setUp();
    await keptBlocks(db, 1, read([]));
    vi.setSystemTime(new Date('2026-11-28T12:00:29Z'));
    await keptBlocks(db, 1, read([]));
    expect(reads()).toBe(1);
    vi.setSystemTime(new Date('2026-11-28T12:00:31Z'));
    expect(await keptBlocks(db, 1, read([5]))).toEqual([5]);
    expect(reads()).toBe(2);
  });

  it('are not kept for a database no bus watches (a command-line script), nor after the platform closes', async () => {
    const { db, stop, read, reads } = setUp();
    stop();
    await keptSession(db, 'ann', read(session(1)));
    await keptSession(db, 'ann', read(session(1)));
    expect(reads()).toBe(2);
  });
});
