import type { Bus, ChangeEvent } from '../../adapters/bus';
import type { Db } from '../../db/database';

/**
 * Rows nearly every request reads and that seldom change — the session behind a cookie, the members
 * on either side of a member's blocks — kept in the process's memory, so a request needs no round
 * trip to the database for them. On this machine a round trip to PostgreSQL costs more than the
 * rest of a search (docs/performance.md).
 *
 * Every change of them is broadcast on the bus (server/adapters/bus.ts) and drops the copies in
 * every process before the next request; while the bus between processes is away nothing is kept,
 * since its news may be missed. A change made where no bus reaches (the operator's command line)
 * shows in a process after KEPT_MS at the latest. docs/decisions.md, "Sessions and blocks are kept".
 */

/** How long a copy is used at most: the bound for a change no bus told of. */
const KEPT_MS = 30_000;
/** Copies kept of each kind (about 100 bytes each); the oldest go first. */
const MAX_KEPT = 50_000;

/** Copies of one kind, each belonging to a member, whose changes drop all of theirs. */
interface Copies<K, V> {
  /** The kept copy, or `read`'s answer, kept unless it is undefined or a change came while reading. */
  get<R extends V | undefined>(key: K, read: () => Promise<R>): Promise<V | R>;
  dropMember(memberId: number): void;
  clear(): void;
}

function keptCopies<K, V>(memberOf: (key: K, value: V) => number, live: () => boolean): Copies<K, V> {
  const kept = new Map<K, { value: V; until: number }>();
  const keysOfMember = new Map<number, Set<K>>();
  // Bumped by every change: a read that began before one may have read what it changed.
  let changes = 0;

  const forget = (key: K) => {
    const copy = kept.get(key);
    if (!copy) return;
    kept.delete(key);
    const memberId = memberOf(key, copy.value);
    const keys = keysOfMember.get(memberId);
    keys?.delete(key);
    if (keys?.size === 0) keysOfMember.delete(memberId);
  };

  return {
    async get(key, read) {
      const copy = kept.get(key);
      if (copy && copy.until > Date.now() && live()) return copy.value;
      const changesBefore = changes;
      const value = await read();
      if (value === undefined || changes !== changesBefore || !live()) return value;
      forget(key);
      if (kept.size >= MAX_KEPT) forget(kept.keys().next().value as K);
      kept.set(key, { value, until: Date.now() + KEPT_MS });
      const memberId = memberOf(key, value);
      keysOfMember.set(memberId, (keysOfMember.get(memberId) ?? new Set()).add(key));
      return value;
    },
    dropMember(memberId) {
      changes++;
      for (const key of keysOfMember.get(memberId) ?? []) forget(key);
    },
    clear() {
      changes++;
      kept.clear();
      keysOfMember.clear();
    },
  };
}

/** A session as kept: its id, its member, and when it expires (ISO). */
export interface KeptSession {
  id: number;
  userId: number;
  expiresAt: string;
}

interface ProcessCopies {
  /** By the SHA-256 of the session's token. */
  sessions: Copies<string, KeptSession>;
  /** By member: the members on either side of a block with them. */
  blocks: Copies<number, number[]>;
  /** The buses that tell of changes: copies are kept while all of them are live. */
  buses: Set<Bus>;
}

const copiesByDb = new WeakMap<Db, ProcessCopies>();

/**
 * From now on this database's sessions and blocks are kept in memory, the bus telling of their
 * changes (the composition root calls it). Until then, and without it (a command-line script),
 * every read goes to the database.
 */
export function keepCopies(db: Db, bus: Bus): () => void {
  let copies = copiesByDb.get(db);
  if (!copies) {
    const buses = new Set<Bus>();
    // Asked on every request: a plain loop, no array made for it.
    const live = () => {
      for (const each of buses) if (!each.live()) return false;
      return true;
    };
    copies = { sessions: keptCopies((_, session) => session.userId, live), blocks: keptCopies((memberId) => memberId, live), buses };
    copiesByDb.set(db, copies);
  }
  const { sessions, blocks, buses } = copies;
  buses.add(bus);
  const stop = bus.onChange((event: ChangeEvent) => {
    if (event.type === 'sessions-ended') sessions.dropMember(event.memberId);
    else if (event.type === 'blocks-changed') for (const memberId of event.memberIds) blocks.dropMember(memberId);
    else {
      sessions.clear();
      blocks.clear();
    }
  });
  return () => {
    stop();
    buses.delete(bus);
    if (buses.size === 0) copiesByDb.delete(db);
  };
}

/** The session of a token's hash, from the kept copy or `read`. */
export function keptSession(db: Db, tokenHash: string, read: () => Promise<KeptSession | undefined>): Promise<KeptSession | undefined> {
  const copies = copiesByDb.get(db);
  return copies ? copies.sessions.get(tokenHash, read) : read();
}

/** The members on either side of a block with the member, from the kept copy or `read`. */
export function keptBlocks(db: Db, memberId: number, read: () => Promise<number[]>): Promise<number[]> {
  const copies = copiesByDb.get(db);
  return copies ? copies.blocks.get(memberId, read) : read();
}
