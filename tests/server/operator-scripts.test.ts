import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server';
import { databaseUrl, dropDatabase, onAdminConnection } from './postgres/admin';
import { runDatabaseName } from './postgres/run-database';
import { PRODUCTION_ENV } from './helpers/production-env';
import { tempFolders } from './helpers/temp-folders';
import { ON_POSTGRES } from './helpers/test-database';

/**
 * Issue 50: `npm run staff` without the server's environment made a new ./data/amora.sqlite and
 * added the admin there. Every operator's script now names its database on its first line and works
 * only on one that holds a site; npm start and npm run migrate alone make one.
 */

const tempDir = tempFolders();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A script as an operator runs it, with only the environment given: its exit code, and the lines it printed on stdout, then on stderr. */
async function run(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; lines: string[] }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { env: { PATH: process.env.PATH ?? '', ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'close')) as [number | null];
  return { code, lines: `${stdout}${stderr}`.split('\n').filter(Boolean) };
}

function mailingFile(): string {
  const file = path.join(tempDir('amora-mailing-'), 'mailing.json');
  fs.writeFileSync(file, JSON.stringify({ kind: 'news', path: '/premium', texts: { en: { subject: 'News', body: 'Something new.', button: 'See it' } } }));
  return file;
}

const SCRIPTS: [string, string[]][] = [
  ['scripts/staff.ts', ['--add', 'ann@example.org', '--role', 'admin']],
  ['scripts/ban.ts', []],
  ['scripts/moderate.ts', []],
  ['scripts/invite.ts', []],
  ['scripts/discount.ts', ['--code', 'SPRING', '--percentage', '10']],
  ['scripts/mailing.ts', ['--file', mailingFile()]],
  ['scripts/seed.ts', ['--members', '1']],
];

const refusal = (where: string) =>
  `Configuration: no site's database at ${where}; set DATABASE_URL to the site's PostgreSQL database, or DATA_DIR to the folder of its amora.sqlite, as the server has them (npm start or npm run migrate makes a new site, this command does not).`;

describe.concurrent('an operator script', () => {
  it.each(SCRIPTS)('%s names the database, and makes none in an empty DATA_DIR', async (script, args) => {
    const dataDir = tempDir('amora-empty-');
    const { code, lines } = await run(script, args, { DATA_DIR: dataDir });
    const file = path.join(dataDir, 'amora.sqlite');
    expect(code).toBe(1);
    expect(lines).toEqual([`Database: SQLite file ${file}`, refusal(`SQLite file ${file}`)]);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('makes none in production either, where the start has made it', async () => {
    const dataDir = tempDir('amora-empty-');
    const { code, lines } = await run('scripts/staff.ts', ['--add', 'ann@example.org', '--role', 'admin'], { ...PRODUCTION_ENV, DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(lines[1]).toBe(refusal(`SQLite file ${path.join(dataDir, 'amora.sqlite')}`));
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it.runIf(ON_POSTGRES)('makes no tables in an empty PostgreSQL database', async () => {
    const name = runDatabaseName();
    await onAdminConnection((client) => client.query(`create database "${name}"`));
    try {
      const url = new URL(server.scriptEnv.DATABASE_URL!);
      url.pathname = `/${name}`;
      url.password = 'secret';
      const { code, lines } = await run('scripts/staff.ts', [], { DATABASE_URL: url.toString(), DATA_DIR: tempDir('amora-empty-') });
      url.password = '***';
      expect(code).toBe(1);
      expect(lines).toEqual([`Database: PostgreSQL ${url}`, refusal(`PostgreSQL ${url}`)]);
      const client = new pg.Client({ connectionString: databaseUrl(name) });
      await client.connect();
      const { rows } = await client.query("select table_name from information_schema.tables where table_schema = 'public'");
      await client.end();
      expect(rows).toEqual([]);
    } finally {
      await dropDatabase(name);
    }
  });

  it("names the site's database on its first line, and works on it", async () => {
    const { code, lines } = await run('scripts/staff.ts', [], server.scriptEnv);
    expect(code).toBe(0);
    const database = server.config.database;
    expect(lines[0]).toBe(database.kind === 'postgres' ? `Database: PostgreSQL ${new URL(database.url)}` : `Database: SQLite file ${path.join(server.dataDir, 'amora.sqlite')}`);
    expect(lines.slice(1)).toEqual(['No staff accounts yet. Add the first admin: npm run staff -- --add ADDRESS --role admin']);
  });
});

describe('npm run migrate', () => {
  it("makes a new site's database, naming it first: the step before a new site's first start", async () => {
    const dataDir = tempDir('amora-new-');
    const { code, lines } = await run('scripts/migrate.ts', [], { DATA_DIR: dataDir });
    expect(code).toBe(0);
    expect(lines[0]).toBe(`Database: SQLite file ${path.join(dataDir, 'amora.sqlite')}`);
    expect(lines[1]).toMatch(/^Migrated: 2026-11-21-core, /);
    expect(fs.existsSync(path.join(dataDir, 'amora.sqlite'))).toBe(true);
  });
});
