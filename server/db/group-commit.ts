import type { ControlledTransaction, Transaction } from 'kysely';
import { inTransaction, type Db } from './database';
import { isPostgres } from './dialect';
import type { Database } from './schema';

/**
 * Group commit: writes that arrive together share one transaction and one COMMIT. Each runs in a
 * savepoint of its own, so one that fails takes back only its own writes; the others commit, and
 * every caller is answered after the COMMIT, as with its own transaction.
 *
 * Why: on SQLite one connection writes at a time anyway, and a COMMIT costs most of a small write
 * (it writes every page touched to the WAL, and now and then runs a checkpoint). Writes of the same
 * kind touch the same pages (the table's last leaf, its indexes, the ledger), so a group writes
 * them once. Use it for a hot write whose callers arrive together (a message send); its `work` must
 * only use the database, since the group waits for it.
 */

/** Enough to take a burst; few enough that no caller waits long for the ones before it. */
const MAX_GROUP = 64;

interface Waiting {
  work: (trx: Transaction<Database>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

class CommitGroups {
  private waiting: Waiting[] = [];
  private draining = false;

  constructor(private readonly db: Db) {}

  run<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.waiting.push({ work, resolve: resolve as (value: unknown) => void, reject });
      // Not at once: the requests that arrived in this turn of the event loop reach here only after
      // this one's database work would have run to its end, so the group starts on the next turn.
      if (!this.draining) {
        this.draining = true;
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    while (this.waiting.length > 0) await this.commit(this.waiting.splice(0, MAX_GROUP));
    this.draining = false;
  }

  private async commit(group: Waiting[]): Promise<void> {
    let outcomes: Outcome[];
    try {
      const trx = await this.db.startTransaction().execute();
      try {
        outcomes = [];
        for (const { work } of group) outcomes.push(await inSavepoint(trx, work));
        await trx.commit().execute();
      } catch (error) {
        await trx.rollback().execute().catch(() => undefined);
        throw error;
      }
    } catch (error) {
      // The group as a whole failed (its COMMIT, or SQLite gave up the transaction): none of it stands.
      for (const { reject } of group) reject(error);
      return;
    }
    group.forEach(({ resolve, reject }, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) resolve(outcome.value);
      else reject(outcome.error);
    });
  }
}

/**
 * One caller's work between SAVEPOINT and RELEASE. When the rollback to the savepoint fails too,
 * the transaction is gone (SQLite ends it itself on errors such as a full disk), and so is the group.
 */
async function inSavepoint(trx: ControlledTransaction<Database>, work: Waiting['work']): Promise<Outcome> {
  const saved = await trx.savepoint('unit').execute();
  try {
    const value = await work(saved);
    await saved.releaseSavepoint('unit').execute();
    return { ok: true, value };
  } catch (error) {
    await saved.rollbackToSavepoint('unit').execute();
    await saved.releaseSavepoint('unit').execute();
    return { ok: false, error };
  }
}

const groups = new WeakMap<Db, CommitGroups>();

/**
 * Runs `work` in a transaction shared with the other callers of this turn of the event loop: all of
 * `work` happens or none of it, and the promise settles after the shared COMMIT. Inside a
 * transaction already, it is simply part of that one. On PostgreSQL each caller has a transaction
 * of its own: the pool's connections commit side by side, and a shared transaction would hold the
 * whole group to one connection and every caller's row locks until the last is done.
 */
export function inGroupCommit<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  if (db.isTransaction || isPostgres(db)) return inTransaction(db, work);
  let commitGroups = groups.get(db);
  if (!commitGroups) {
    commitGroups = new CommitGroups(db);
    groups.set(db, commitGroups);
  }
  return commitGroups.run(work);
}
