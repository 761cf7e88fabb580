import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../../server/db/database';
import { afterDatabaseLine } from './helpers/script-output';
import { freshDatabase } from './helpers/test-database';

/** npm run discount: an operator's discount code, stored as docs/product/data.md#discount-code describes it; a wrong option changes nothing. */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amora-discount-'));
const database = await freshDatabase(dataDir);
// A site's database, made as its start makes it: the scripts make none (issue 50).
const site = openDatabase(database.config);
await migrateToLatest(site);
await site.destroy();
afterAll(async () => {
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const run = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/discount.ts', ...args], { env: { ...process.env, DATA_DIR: dataDir, ...database.env }, encoding: 'utf8', timeout: 60_000 });

async function codes() {
  const db = openDatabase(database.config);
  await migrateToLatest(db);
  const rows = await db.selectFrom('discount_codes').selectAll().execute();
  await db.destroy();
  return rows;
}

describe('npm run discount', () => {
  it('stores a code with its limits', async () => {
    const made = run('--code', 'spring', '--percentage', '20', '--minimum', '2000', '--country', 'nl', '--methods', 'ideal,visa', '--expires', '2026-12-31T23:59:59Z');
    expect(made.stderr).toBe('');
    expect(afterDatabaseLine(made.stdout).trim()).toBe('SPRING: 20% off.');
    expect(await codes()).toEqual([expect.objectContaining({
      code: 'SPRING', percentage: 20, minimum_order: 2000, country: 'NL', user_id: null, expires_at: '2026-12-31T23:59:59.000Z',
      validity: 'once_per_user', status: 'active', payment_methods: '["ideal","visa"]',
    })]);
  });

  it.each([
    [['--code', 'x', '--percentage', '20'], '--code takes 3 to 32 letters, digits, - or _.'],
    [['--code', 'AUTUMN', '--percentage', '120'], '--percentage takes a whole number from 1 to 100.'],
    [['--code', 'AUTUMN', '--percentage', '20', '--country', 'XX'], '--country takes one of'],
    [['--code', 'AUTUMN', '--percentage', '20', '--methods', 'cash'], '--methods takes some of'],
    [['--code', 'AUTUMN', '--percentage', '20', '--member', '999999'], 'This member does not exist.'],
    [['--code', 'SPRING', '--percentage', '10'], 'A discount code with this name exists already.'],
  ])('refuses %j, saying why, and stores nothing', async (args, problem) => {
    const refused = run(...args);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(problem);
    expect((await codes()).map((row) => row.code)).toEqual(['SPRING']);
  });
});
