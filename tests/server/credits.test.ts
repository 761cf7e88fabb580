import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, migrateToLatest, openDatabase, type Db } from '../../server/db/database';
import * as creditLedgerMigration from '../../server/db/migrations/2026-11-26-credit-ledger';
import * as ledgerReasonsMigration from '../../server/db/migrations/2026-12-10-ledger-reasons';
import { balanceOf, grantCredits, ledgerOf, spendCredits, type CreditMove } from '../../server/domain/payments/credits';
import { newMember } from './helpers/accounts';
import { startTestServer, type TestServer } from './helpers/test-server';
import { freshDatabase } from './helpers/test-database';

/** The credit ledger: grants and spends, refusals below zero, idempotency keys, and transactions. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
// Whatever a test did, the ledger and the balances agree.
afterEach(async () => expect(await ledgerSums(server.db)).toEqual(await balances(server.db)));

const balances = (db: Db) => db.selectFrom('users').select(['id', 'credits']).orderBy('id').execute();

async function ledgerSums(db: Db) {
  const sums = await db.selectFrom('credit_ledger').select(['user_id', (eb) => eb.fn.sum<number>('amount').as('sum')])
    .groupBy('user_id').execute();
  const sumOf = new Map(sums.map((s) => [s.user_id, Number(s.sum)]));
  return (await balances(db)).map(({ id }) => ({ id, credits: sumOf.get(id) ?? 0 }));
}

/** A new member holding `credits`, bought. */
async function memberWith(credits: number): Promise<number> {
  const { email } = await newMember(server);
  const { id } = await server.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  if (credits > 0) await grantCredits(server.db, { userId: id, amount: credits, reason: 'purchase', key: `payment:test-${id}`, now: new Date() });
  return id;
}

const message = (userId: number, key: string, amount = 1): CreditMove => ({ userId, amount, reason: 'message', key, now: new Date() });

const outcome = (result: PromiseSettledResult<unknown>) =>
  result.status === 'fulfilled' ? 'spent' : (result.reason as { code?: string }).code ?? String(result.reason);

describe('credits', () => {
  it('grants and spends move the balance by their amount, each with one entry', async () => {
    const id = await memberWith(5);
    const spent = await spendCredits(server.db, { ...message(id, `message:${id}-1`, 2), reference: 'message 1' });
    expect(spent).toMatchObject({ balance: 3, repeated: false, entry: { amount: -2, reason: 'message', reference: 'message 1' } });
    expect(await balanceOf(server.db, id)).toBe(3);
    expect((await ledgerOf(server.db, id)).map((e) => [e.amount, e.reason])).toEqual([[5, 'purchase'], [-2, 'message']]);
  });

  it('refuses a spend below zero and writes nothing, also inside a transaction that goes on', async () => {
    const id = await memberWith(2);
    await expect(spendCredits(server.db, message(id, `message:${id}-1`, 3))).rejects.toMatchObject({ code: 'not_enough_credits' });
    await inTransaction(server.db, async (trx) => {
      await expect(spendCredits(trx, message(id, `message:${id}-2`, 3))).rejects.toMatchObject({ code: 'not_enough_credits' });
    });
    expect(await balanceOf(server.db, id)).toBe(2);
    expect(await ledgerOf(server.db, id)).toHaveLength(1);
  });

  it('takes amounts as positive whole numbers only', async () => {
    const id = await memberWith(2);
    for (const amount of [0, -1, 1.5]) {
      await expect(spendCredits(server.db, message(id, `message:${id}-${amount}`, amount))).rejects.toThrow('positive whole number');
      await expect(grantCredits(server.db, { ...message(id, `gift:${id}-${amount}`, amount), reason: 'gift' })).rejects.toThrow('positive whole number');
    }
    expect(await ledgerOf(server.db, id)).toHaveLength(1);
  });

  it('of 20 spends at once through one database, by a member with credit for one, one succeeds', async () => {
    const id = await memberWith(1);
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => spendCredits(server.db, message(id, `message:${id}-${i}`))));
    expect(results.map(outcome).sort()).toEqual([...Array(19).fill('not_enough_credits'), 'spent']);
    expect(await balanceOf(server.db, id)).toBe(0);
  });

  it('of 20 spends at once from 4 processes with their own connections to the file, one succeeds', async () => {
    const id = await memberWith(1);
    const processes = Array.from({ length: 4 }, (_, p) => spendInProcess(id, Array.from({ length: 5 }, (_, i) => `message:${id}-${p}-${i}`)));
    await Promise.all(processes.map((p) => p.ready));
    for (const p of processes) p.go();
    const outcomes = (await Promise.all(processes.map((p) => p.outcomes))).flat();
    expect(outcomes.sort()).toEqual([...Array(19).fill('not_enough_credits'), 'spent']);
    expect(await balanceOf(server.db, id)).toBe(0);
  });

  it('answers the same key again with the first entry and changes nothing', async () => {
    const id = await memberWith(3);
    const first = await spendCredits(server.db, message(id, `message:${id}-1`));
    const again = await spendCredits(server.db, message(id, `message:${id}-1`));
    expect(again).toEqual({ entry: first.entry, balance: 2, repeated: true });
    // Also when the balance would no longer allow it.
    await spendCredits(server.db, message(id, `message:${id}-2`, 2));
    expect(await spendCredits(server.db, message(id, `message:${id}-1`))).toEqual({ entry: first.entry, balance: 0, repeated: true });

    // A payment's webhook arriving twice at once credits once.
    const payment = { userId: id, amount: 10, reason: 'purchase', reference: 'psp-42', key: 'payment:psp-42', now: new Date() } as const;
    const twice = await Promise.all([grantCredits(server.db, payment), grantCredits(server.db, payment)]);
    expect(twice.map((r) => r.repeated).sort()).toEqual([false, true]);
    expect(await balanceOf(server.db, id)).toBe(10);
    expect(await ledgerOf(server.db, id)).toHaveLength(4);
  });

  it('refuses a key used before for another move', async () => {
    const id = await memberWith(3);
    const other = await memberWith(3);
    await spendCredits(server.db, message(id, `message:${id}-1`));
    await expect(spendCredits(server.db, message(id, `message:${id}-1`, 2))).rejects.toThrow('used before');
    await expect(spendCredits(server.db, message(other, `message:${id}-1`))).rejects.toThrow('used before');
    await expect(grantCredits(server.db, message(id, `message:${id}-1`))).rejects.toThrow('used before');
    expect(await balanceOf(server.db, id)).toBe(2);
    expect(await balanceOf(server.db, other)).toBe(3);
  });

  it('leaves nothing behind when the caller’s transaction rolls back', async () => {
    const id = await memberWith(5);
    await expect(inTransaction(server.db, async (trx) => {
      await grantCredits(trx, { userId: id, amount: 10, reason: 'gift', key: `gift:${id}-1`, now: new Date() });
      expect((await spendCredits(trx, message(id, `message:${id}-1`, 3))).balance).toBe(12);
      throw new Error('the message could not be stored');
    })).rejects.toThrow('could not be stored');
    expect(await balanceOf(server.db, id)).toBe(5);
    expect(await ledgerOf(server.db, id)).toHaveLength(1);
    // The key is free again: nothing was stored under it.
    expect((await spendCredits(server.db, message(id, `message:${id}-1`, 3))).repeated).toBe(false);
  });
});

/** A database of its own, migrated to the latest, for a migration to run on. */
async function withFreshDatabase(work: (db: Db) => Promise<void>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amora-ledger-'));
  const database = await freshDatabase(dataDir);
  const db = openDatabase(database.config);
  try {
    await migrateToLatest(db);
    await work(db);
  } finally {
    await db.destroy();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
const member = { password_hash: 'x', status: 'active', language: 'en', signup_date: '2026-01-01T00:00:00.000Z' } as const;

describe('the ledger migrations', () => {
  it('open the ledger with the balance each member had', () => withFreshDatabase(async (db) => {
    await db.insertInto('users').values([{ ...member, email: 'a@example.org', credits: 7 }, { ...member, email: 'b@example.org', credits: 0 }]).execute();
    await ledgerReasonsMigration.down(db as Kysely<unknown>);
    await creditLedgerMigration.down(db as Kysely<unknown>);
    await creditLedgerMigration.up(db as Kysely<unknown>);
    await ledgerReasonsMigration.up(db as Kysely<unknown>);
    const entries = await db.selectFrom('credit_ledger').select(['amount', 'reason']).execute();
    expect(entries).toEqual([{ amount: 7, reason: 'adjustment' }]);
    expect(await ledgerSums(db)).toEqual(await balances(db));
  }));

  it('name the demo logins\' credits granted before as demo credits, keep every entry, and still refuse an unknown reason', () => withFreshDatabase(async (db) => {
    const ids = await db.insertInto('users').values([{ ...member, email: 'demo@example.org' }, { ...member, email: 'old@example.org' }]).returning('id').execute();
    const [demo, old] = ids.map(({ id }) => id) as [number, number];
    await ledgerReasonsMigration.down(db as Kysely<unknown>);
    // As the seed granted them before, and an opening balance of unknown origin.
    const before = [
      { user_id: demo, amount: 200, reason: 'adjustment', reference: 'demo login', idempotency_key: `demo-credits:${demo}`, created_at: member.signup_date },
      { user_id: old, amount: 7, reason: 'adjustment', reference: 'opening balance', idempotency_key: `opening-balance:${old}`, created_at: member.signup_date },
      { user_id: demo, amount: -1, reason: 'message', reference: 'message:1', idempotency_key: 'message:1', created_at: member.signup_date },
    ] as const;
    await db.insertInto('credit_ledger').values([...before]).execute();
    await ledgerReasonsMigration.up(db as Kysely<unknown>);

    const after = await db.selectFrom('credit_ledger').select(['id', 'user_id', 'amount', 'reason', 'idempotency_key']).orderBy('id').execute();
    expect(after.map(({ reason, idempotency_key: key }) => [key, reason])).toEqual([
      [`demo-credits:${demo}`, 'demo_credits'], [`opening-balance:${old}`, 'adjustment'], ['message:1', 'message'],
    ]);
    const unknown = { ...before[0], idempotency_key: 'x', reason: 'lottery' as never };
    await expect(db.insertInto('credit_ledger').values(unknown).execute()).rejects.toThrow(/CHECK constraint failed|violates check constraint/);
    // The ids go on after the kept ones, and the ledger still belongs to its members.
    const next = await db.insertInto('credit_ledger').values({ ...before[0], idempotency_key: 'next', reason: 'demo_credits' }).returning('id').executeTakeFirstOrThrow();
    expect(next.id).toBeGreaterThan(after.at(-1)!.id);
    await db.deleteFrom('users').where('id', '=', demo).execute();
    expect(await db.selectFrom('credit_ledger').select('user_id').execute()).toEqual([{ user_id: old }]);
  }));
});

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Spends from a separate Node process with its own connection, as another server process would. Not
 * a second handle in this process: better-sqlite3 waits for a lock synchronously, so a handle waiting
 * blocks the event loop the lock holder needs to commit (5 s, then "database is locked").
 */
const SPENDER = `
  import { openDatabase } from ${JSON.stringify(path.join(ROOT, 'server/db/database.ts'))};
  import { spendCredits } from ${JSON.stringify(path.join(ROOT, 'server/domain/payments/credits.ts'))};
  const { database, userId, keys } = JSON.parse(process.env.SPEND);
  const db = openDatabase(database);
  console.log('ready');
  await new Promise((resolve) => process.stdin.once('data', resolve));
  const results = await Promise.allSettled(keys.map((key) => spendCredits(db, { userId, amount: 1, reason: 'message', key, now: new Date() })));
  console.log(JSON.stringify(results.map((r) => r.status === 'fulfilled' ? 'spent' : r.reason.code ?? String(r.reason))));
  await db.destroy();
  process.exit(0);
`;

/** Starts a spending process: it opens the database, says it is ready, and spends on go(). */
function spendInProcess(userId: number, keys: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', SPENDER], {
    cwd: ROOT,
    env: { ...process.env, SPEND: JSON.stringify({ database: server.config.database, userId, keys }) },
  });
  let out = '';
  let err = '';
  child.stderr.on('data', (chunk) => (err += chunk));
  const ended = new Promise<number | null>((resolve) => child.on('close', resolve));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.startsWith('ready\n')) resolve();
    });
    void ended.then((code) => reject(new Error(`spending process ended with ${code}: ${err}`)));
  });
  const outcomes = ended.then((code) => {
    if (code !== 0) throw new Error(`spending process ended with ${code}: ${err}`);
    return JSON.parse(out.slice('ready\n'.length)) as string[];
  });
  return { ready, outcomes, go: () => child.stdin.end('go\n') };
}
