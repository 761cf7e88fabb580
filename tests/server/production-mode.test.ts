import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { freePort } from '../../scripts/free-port';
import { LAPTOP_DEFAULTS } from '../../server/config/env';
import { migrateToLatest, openDatabase } from '../../server/db/database';
import { DEMO_LOGIN, ensureDemoLogins, SECOND_DEMO_LOGIN } from '../../server/seed/seed';
import { NO_SHEDDING, SHARED_PHOTOS_DIR } from './helpers/test-server';
import { PRODUCTION_ENV } from './helpers/production-env';
import { spawnProcess, type Spawned } from './helpers/spawned-process';
import { tempFolders } from './helpers/temp-folders';
import { freshDatabase } from './helpers/test-database';

/**
 * Issue 32: `npm start` as a public server runs it (NODE_ENV=production). The start is spawned as
 * a process of its own, as an operator runs it, with only the environment each case names.
 */

const tempDir = tempFolders();

/** A built app of two files and a source map, so the start neither builds nor serves 503. */
function staticDir(): string {
  const dir = tempDir('amora-prod-static-');
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>');
  fs.writeFileSync(path.join(dir, 'assets', 'app.js'), 'export {};\n//# sourceMappingURL=app.js.map');
  fs.writeFileSync(path.join(dir, 'assets', 'app.js.map'), '{"version":3,"sources":["src/main.tsx"],"mappings":""}');
  return dir;
}

/** `npm start` as a process of its own, with only the environment given (and the test's shared photos). */
function start(env: Record<string, string>): Spawned {
  return spawnProcess(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: { HOST: '127.0.0.1', PHOTOS_DIR: SHARED_PHOTOS_DIR, LOG_LEVEL: 'warn', ...NO_SHEDDING, ...env },
  });
}

/** Issue 50: a site's own company, addresses and data folder in place of the laptop's (LAPTOP_DEFAULTS). */
const LAPTOP_SETTINGS = Object.keys(LAPTOP_DEFAULTS);

describe.concurrent('a production start refuses each dangerous default with its own line', () => {
  const cases: [string, Record<string, string | undefined>, string][] = [
    ['no PUBLIC_URL', { PUBLIC_URL: undefined }, 'Production (NODE_ENV=production): PUBLIC_URL is not set;'],
    ['an http PUBLIC_URL', { PUBLIC_URL: 'http://amora.example' }, 'Production (NODE_ENV=production): PUBLIC_URL must start with https://'],
    ['no payment provider', { PAYMENTS: undefined }, 'Production (NODE_ENV=production): no payment provider; set MOLLIE_API_KEY, or PAYMENTS=sandbox'],
    ['no SMTP_URL', { SMTP_URL: undefined }, 'Production (NODE_ENV=production): SMTP_URL is not set;'],
  ];

  /** The start with the production settings but `change`: its exit code and the lines it printed. */
  async function startChanged(change: Record<string, string | undefined>): Promise<{ code: number | null; lines: string[] }> {
    const settings = { ...PRODUCTION_ENV, DATA_DIR: tempDir('amora-prod-'), ...change };
    const env = Object.fromEntries(Object.entries(settings).filter((entry): entry is [string, string] => entry[1] !== undefined));
    const started = start({ ...env, STATIC_DIR: staticDir(), PORT: String(await freePort()) });
    return { code: await started.exited, lines: started.output().trim().split('\n') };
  }

  it.each(cases)('%s', async (_name, change, line) => {
    const { code, lines } = await startChanged(change);
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(line);
  });

  it('the demo company, the addresses at amora.example and ./data: one line for each, naming the setting', async () => {
    const { code, lines } = await startChanged(Object.fromEntries(LAPTOP_SETTINGS.map((name) => [name, undefined])));
    expect(code).toBe(1);
    expect(lines).toEqual(LAPTOP_SETTINGS.map((name) => expect.stringMatching(new RegExp(`^Production \\(NODE_ENV=production\\): ${name} is not set; set `))));
  });

  it('names every missing setting at once, one line each', async () => {
    const started = start({ NODE_ENV: 'production', DATA_DIR: tempDir('amora-prod-'), STATIC_DIR: staticDir(), PORT: String(await freePort()) });
    expect(await started.exited).toBe(1);
    const missing = ['PUBLIC_URL', 'no payment provider', 'SMTP_URL', ...LAPTOP_SETTINGS.filter((name) => name !== 'DATA_DIR')];
    const lines = started.output().trim().split('\n');
    expect(lines).toHaveLength(missing.length);
    missing.forEach((setting, index) => expect(lines[index]).toContain(setting));
  });
});

describe('a production start with its settings', () => {
  it("deletes the demo logins, makes no demo members, says it is a test site, shows the site's own company, and serves no source maps", async () => {
    const dataDir = tempDir('amora-prod-');
    const database = await freshDatabase(dataDir);
    onTestFinished(() => database.drop());
    const before = openDatabase(database.config);
    await migrateToLatest(before);
    await ensureDemoLogins(before, new Date());
    await before.destroy();

    const port = await freePort();
    const started = start({ ...PRODUCTION_ENV, DATA_DIR: dataDir, ...database.env, STATIC_DIR: staticDir(), PORT: String(port) });
    try {
      await started.printed(/Amora is running/);
      const get = (url: string) => fetch(`http://127.0.0.1:${port}${url}`);
      expect(started.output()).toContain('Deleted 2 demo logins');
      expect(started.output()).not.toContain(DEMO_LOGIN.password);
      expect(started.output()).not.toContain('Development defaults');

      const login = await fetch(`http://127.0.0.1:${port}/api/user.php`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: DEMO_LOGIN.email, password: DEMO_LOGIN.password }),
      });
      expect(login.status).toBe(401);
      const { settings } = await (await get('/api/settings.php')).json();
      expect(settings).toMatchObject({ test_site: true, company_name: 'Dating Example Ltd', support_email: 'help@dating.example', vat_numbers: {} });
      expect((await get('/assets/app.js')).status).toBe(200);
      expect((await get('/assets/app.js.map')).status).toBe(404);
    } finally {
      await started.stop();
    }
    const after = openDatabase(database.config);
    try {
      const emails = (await after.selectFrom('users').select('email').execute()).map((row) => row.email);
      expect(emails).not.toContain(DEMO_LOGIN.email);
      expect(emails).not.toContain(SECOND_DEMO_LOGIN.email);
      expect(emails).toHaveLength(0);
    } finally {
      await after.destroy();
    }
  });
});

describe('a development start (npm start on a laptop)', () => {
  it('keeps the demo logins and source maps, and names the settings still at their development defaults', async () => {
    const port = await freePort();
    const started = start({ DATA_DIR: tempDir('amora-dev-'), STATIC_DIR: staticDir(), PORT: String(port), SEED_MEMBERS: '0' });
    try {
      await started.printed(/Amora is running/);
      const output = started.output();
      expect(output).toContain(`Demo logins: ${DEMO_LOGIN.email} and ${SECOND_DEMO_LOGIN.email}, password ${DEMO_LOGIN.password}`);
      expect(output).toContain('Development defaults');
      for (const setting of ['MOLLIE_API_KEY', 'SMTP_URL', 'PUBLIC_URL', 'DEMO=no', ...LAPTOP_SETTINGS.filter((name) => name !== 'DATA_DIR')]) expect(output).toContain(setting);
      expect((await fetch(`http://127.0.0.1:${port}/assets/app.js.map`)).status).toBe(200);
      expect((await (await fetch(`http://127.0.0.1:${port}/api/settings.php`)).json()).settings.test_site).toBe(false);
    } finally {
      await started.stop();
    }
  });
});
