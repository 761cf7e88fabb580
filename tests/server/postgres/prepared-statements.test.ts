import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../server/db/database';
import { MAX_PREPARED, preparable, StatementNames } from '../../../server/db/postgres/prepared-statements';
import { freshDatabase, type TestDatabase } from '../helpers/test-database';

/**
 * The app's statements run prepared on PostgreSQL (parsed once per connection, planned once after
 * five runs), except those that return every column, which a rolling deploy's new column would break.
 */

describe('which statements are prepared', () => {
  it('prepares reads and writes, not one returning every column, nor a transaction\'s own commands', () => {
    expect(preparable('select "id" from "users" where "id" = $1')).toBe(true);
    expect(preparable('select count(*) as "n" from "messages" where "sender_id" = $1')).toBe(true);
    expect(preparable('insert into "jobs" ("kind") values ($1) on conflict do nothing returning "id"')).toBe(true);
    expect(preparable('update "users" set "credits" = "credits" + $1 where "id" = $2')).toBe(true);
    expect(preparable('select * from "payments" where "id" = $1')).toBe(false);
    expect(preparable('select "side".* from "chat_members" as "side"')).toBe(false);
    expect(preparable('insert into "payments" ("id") values ($1) returning *')).toBe(false);
    expect(preparable('begin')).toBe(false);
    expect(preparable('commit')).toBe(false);
  });

  it('names each text once, and no more texts than MAX_PREPARED', () => {
    const names = new StatementNames();
    const first = names.nameOf('select "id" from "users" where "id" = $1');
    expect(first).toBeDefined();
    expect(names.nameOf('select "id" from "users" where "id" = $1')).toBe(first);
    expect(names.nameOf('select * from "users"')).toBeUndefined();
    const lists = Array.from({ length: MAX_PREPARED + 5 }, (_, n) => `select "id" from "users" where "id" in (${Array.from({ length: n + 1 }, (_, i) => `$${i + 1}`).join(', ')})`);
    const named = lists.map((text) => names.nameOf(text));
    expect(new Set(named.filter(Boolean)).size).toBe(MAX_PREPARED - 1);
    expect(named.slice(MAX_PREPARED)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(names.nameOf('select "id" from "users" where "id" = $1')).toBe(first);
  });
});

describe('prepared statements on PostgreSQL', () => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await freshDatabase(fs.mkdtempSync(path.join(os.tmpdir(), 'amora-prepared-')), true);
    db = openDatabase(database.config);
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  const memberIds = (trx: Db) => trx.selectFrom('users').select('id').where('id', '=', 1);
  const everyColumn = (trx: Db) => trx.selectFrom('users').selectAll().where('id', '=', 1);

  it('runs the app\'s statements under their names on the connection, and not one returning every column', async () => {
    const prepared = await db.transaction().execute(async (trx) => {
      await memberIds(trx).execute();
      await everyColumn(trx).execute();
      return (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(trx)).rows.map((row) => row.statement);
    });
    expect(prepared).toContain(memberIds(db).compile().sql);
    expect(prepared).not.toContain(everyColumn(db).compile().sql);
  });

  it('keeps answering when a rolling deploy adds a column to a table its statements read', async () => {
    // Past five runs PostgreSQL keeps one plan for a prepared statement: a changed result would be refused.
    const runBoth = () => db.transaction().execute(async (trx) => {
      for (let run = 0; run < 7; run++) await Promise.all([memberIds(trx).execute(), everyColumn(trx).execute()]);
    });
    await runBoth();
    await sql`alter table users add column rolling_deploy_test text`.execute(db);
    await expect(runBoth()).resolves.toBeUndefined();
  });
});
