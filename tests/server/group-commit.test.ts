import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inTransaction, openDatabase, type Db } from '../../server/db/database';
import { inGroupCommit } from '../../server/db/group-commit';

/** Group commit over a real SQLite file: callers of one turn share a transaction, each with its own savepoint. */

let dataDir: string;
let db: Db;
/** A second connection to the same file: it sees only what was committed. */
let outside: SQLite.Database;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amora-group-commit-'));
  db = openDatabase({ kind: 'sqlite', dataDir });
  await sql`create table notes (id integer primary key, body text not null unique)`.execute(db);
  outside = new SQLite(path.join(dataDir, 'amora.sqlite'), { readonly: true });
});
afterAll(async () => {
  outside.close();
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await sql`delete from notes`.execute(db);
});

const write = (body: string) => (trx: Db) => sql`insert into notes (body) values (${body})`.execute(trx).then(() => body);
const stored = async () => (await sql<{ body: string }>`select body from notes order by id`.execute(db)).rows.map((row) => row.body);
const committed = () => (outside.prepare('select body from notes order by id').all() as { body: string }[]).map((row) => row.body);

describe('group commit', () => {
  it('runs the callers of one turn in one transaction, committed after the last of them', async () => {
    let seenOutside: string[] | undefined;
    const results = await Promise.all([
      inGroupCommit(db, write('first')),
      inGroupCommit(db, async (trx) => {
        // Its own transaction would have committed the first write by now; a shared one has not.
        seenOutside = committed();
        return write('second')(trx);
      }),
    ]);
    expect(results).toEqual(['first', 'second']);
    expect(seenOutside).toEqual([]);
    expect(committed()).toEqual(['first', 'second']);
  });

  it('takes back only the writes of a caller that fails; the others commit', async () => {
    const results = await Promise.allSettled([
      inGroupCommit(db, write('kept')),
      inGroupCommit(db, async (trx) => {
        await write('taken back')(trx);
        throw new Error('refused');
      }),
      // A caller whose statement fails in SQLite (the unique body) is taken back the same way.
      inGroupCommit(db, write('kept')),
      inGroupCommit(db, write('also kept')),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toMatchObject({ message: 'refused' });
    expect(await stored()).toEqual(['kept', 'also kept']);
  });

  it('fails the whole group when the transaction itself is gone', async () => {
    const results = await Promise.allSettled([
      inGroupCommit(db, write('lost')),
      // SQLite ends a transaction itself on some errors (a full disk); this ends it by hand.
      inGroupCommit(db, async (trx) => {
        await sql`rollback`.execute(trx);
        throw new Error('disk full');
      }),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(await stored()).toEqual([]);
    // And the next group works as before.
    await expect(inGroupCommit(db, write('after'))).resolves.toBe('after');
    expect(await stored()).toEqual(['after']);
  });

  it('inside a transaction, is part of that one', async () => {
    await expect(inTransaction(db, async (trx) => {
      await inGroupCommit(trx, write('inner'));
      throw new Error('outer fails');
    })).rejects.toThrow('outer fails');
    expect(await stored()).toEqual([]);
  });

  it('sees the writes of the callers before it in the group', async () => {
    const count = (trx: Db) => sql<{ n: number }>`select count(*) as n from notes`.execute(trx).then(({ rows }) => rows[0]!.n);
    const counts = await Promise.all(Array.from({ length: 5 }, (_, i) => inGroupCommit(db, async (trx) => {
      const before = await count(trx);
      await write(`note ${i}`)(trx);
      return before;
    })));
    expect(counts).toEqual([0, 1, 2, 3, 4]);
  });
});
