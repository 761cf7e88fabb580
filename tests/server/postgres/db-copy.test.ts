import { randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowCount, tablesInCopyOrder } from '../../../server/db/copy';
import { openDatabase, type Db } from '../../../server/db/database';
import { grantCredits } from '../../../server/domain/payments/credits';
import { seedMembers } from '../../../server/seed/seed';
import { PASSWORD, logIn } from '../helpers/accounts';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { activeMember, call, makePremium, type RealMember } from '../helpers/members';
import { databaseUrl, dropDatabase, onAdminConnection } from './admin';
import { runDatabaseName } from './run-database';

/**
 * npm run db:copy (issue 34): a site's SQLite data moved to an empty PostgreSQL database, every
 * table with its ids, checked by counts and ledger sums; the product then runs on the copy. In the
 * `postgres` project only (this folder), whose setup makes sure PostgreSQL is there.
 */

const copy = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/db-copy.ts', ...args], { encoding: 'utf8', timeout: 120_000 });

let source: TestServer;
let target: { name: string; url: string };
let anna: RealMember;
let ben: RealMember;

beforeAll(async () => {
  source = await startTestServer({}, { sqlite: true });
  await seedMembers(source.db, source.storage, 40);
  [anna, ben] = await Promise.all([activeMember(source), activeMember(source)]);
  await makePremium(source, anna.id);
  await grantCredits(source.db, { userId: anna.id, amount: 30, reason: 'adjustment', reference: 'test', key: `test:${anna.id}`, now: new Date() });
  expect((await call(source, 'POST', '/api/messages.php', { client_id: randomUUID(), to: ben.id, kind: 'text', body: 'Hello Ben' }, anna.cookie)).statusCode).toBe(201);
  expect((await call(source, 'POST', '/api/like.php', { id: anna.id }, ben.cookie)).statusCode).toBe(200);
  const name = runDatabaseName();
  await onAdminConnection((client) => client.query(`create database "${name}"`));
  target = { name, url: databaseUrl(name) };
});
afterAll(async () => {
  await source?.close();
  if (target) await dropDatabase(target.name);
});

describe('npm run db:copy', () => {
  it('copies every table with its rows and ids, and says the counts and ledger sums agree', async () => {
    const done = copy('--from', `sqlite:${source.dataDir}`, '--to', target.url);
    expect(done.stderr).toBe('');
    expect(done.status).toBe(0);
    expect(done.stdout).toMatch(/every count and every member's credits and ledger sum agree/);

    const copied = openDatabase({ kind: 'postgres', url: target.url, poolSize: 2 });
    try {
      for (const table of await tablesInCopyOrder(source.db)) expect(await rowCount(copied, table), table).toBe(await rowCount(source.db, table));
      const member = (db: Db) => db.selectFrom('users').select(['id', 'email', 'credits', 'paid_user', 'password_hash']).where('id', '=', anna.id).executeTakeFirstOrThrow();
      expect(await member(copied)).toEqual(await member(source.db));
      // New rows take ids after the copied ones.
      const highest = await source.db.selectFrom('users').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow();
      const { id } = await copied.insertInto('users').values({ email: 'new@example.org', password_hash: '!', status: 'active', language: 'en', signup_date: new Date().toISOString() })
        .returning('id').executeTakeFirstOrThrow();
      expect(id).toBeGreaterThan(Number(highest.id));
      await copied.deleteFrom('users').where('id', '=', id).execute();
    } finally {
      await copied.destroy();
    }
  });

  it('gives a site that runs on the copy: the member logs in and finds the conversation', async () => {
    const site = await startTestServer({ DATABASE_URL: target.url });
    try {
      const login = await logIn(site, anna.email, PASSWORD);
      expect(login.statusCode).toBe(200);
      const cookie = String([login.headers['set-cookie']].flat()[0]).split(';')[0]!;
      const chats = await call(site, 'GET', '/api/chats.php', undefined, cookie);
      expect(chats.statusCode).toBe(200);
      expect(JSON.stringify(chats.json())).toContain(ben.name);
    } finally {
      await site.close();
    }
  });

  it('refuses a database that holds data already, and changes nothing in it', async () => {
    const again = copy('--from', `sqlite:${source.dataDir}`, '--to', target.url);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/holds data already; db:copy fills an empty database/);
  });

  it('refuses what is not a SQLite site or not a PostgreSQL address, with the usage', () => {
    for (const [args, problem] of [
      [['--to', target.url], /--from is missing/],
      [['--from', '/tmp/nothing-here', '--to', target.url], /--from takes sqlite:PATH/],
      [['--from', 'sqlite:/tmp/nothing-here', '--to', target.url], /There is no SQLite database at/],
      [['--from', `sqlite:${source.dataDir}`, '--to', 'mysql://x'], /--to takes a PostgreSQL address/],
    ] as const) {
      const refused = copy(...args);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(problem);
      expect(refused.stderr).toContain('Usage: npm run db:copy');
    }
  });
});
