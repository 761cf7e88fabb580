import { spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config/config';
import { startTestServer } from '../helpers/test-server';
import { startRelay } from '../helpers/relay';
import { afterDatabaseLine } from '../helpers/script-output';
import { call } from '../helpers/members';
import { databaseUrl, dropDatabase, onAdminConnection } from './admin';
import { runDatabaseName } from './run-database';

/**
 * PostgreSQL as an operator meets it (issue 34): a wrong DATABASE_URL or a database that is not
 * there stops a start with one line; migrations run once however many processes start together;
 * a database that goes away while the site runs gets 503s, and the site recovers by itself.
 */

const made: string[] = [];
afterAll(async () => {
  for (const name of made) await dropDatabase(name);
});

async function emptyDatabase(): Promise<string> {
  const name = runDatabaseName();
  await onAdminConnection((client) => client.query(`create database "${name}"`));
  made.push(name);
  return databaseUrl(name);
}

/** Runs a script with DATABASE_URL; its exit code and what it printed. */
function runScript(script: string, url: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], { env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('DATABASE_URL', () => {
  it('refuses an address that is not PostgreSQL\'s, naming the variable', () => {
    for (const wrong of ['mysql://db/amora', 'postgres//db', 'amora']) {
      expect(() => loadConfig({ DATABASE_URL: wrong })).toThrow(/^Configuration: DATABASE_URL=.* takes an address starting with postgres:\/\/ or postgresql:\/\//);
    }
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/amora', DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE="0" is not valid/);
  });

  it('stops with one line, without the password, when the database cannot be reached', async () => {
    const { code, stdout, stderr } = await runScript('scripts/migrate.ts', 'postgres://postgres:secret@127.0.0.1:1/amora');
    expect(code).toBe(1);
    expect(stdout).toBe('Database: PostgreSQL postgres://postgres:***@127.0.0.1:1/amora\n');
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/^Configuration: DATABASE_URL=postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:1\/amora cannot be reached: .*ECONNREFUSED/);
  });

  it('migrates once when three processes start together on an empty database', async () => {
    const url = await emptyDatabase();
    const runs = await Promise.all([1, 2, 3].map(() => runScript('scripts/migrate.ts', url)));
    expect(runs.map((run) => run.code)).toEqual([0, 0, 0]);
    expect(runs.map((run) => run.stderr)).toEqual(['', '', '']);
    const said = runs.map((run) => afterDatabaseLine(run.stdout).trim());
    expect(said.filter((line) => line.startsWith('Migrated: 2026-11-21-core,'))).toHaveLength(1);
    expect(said.filter((line) => line === 'The database is at the latest migration already.')).toHaveLength(2);
  });
});

describe('a database that goes away while the site runs', () => {
  it('answers 503 with Retry-After, not 500, and the site recovers by itself when it is back', async () => {
    // The site reaches PostgreSQL through a relay the test can cut, as a restart or a network would.
    const relay = await startRelay(5432);
    const direct = await startTestServer();
    const relayed = new URL(direct.config.database.kind === 'postgres' ? direct.config.database.url : '');
    relayed.port = String(relay.port);
    const server = await startTestServer({ DATABASE_URL: relayed.toString() });
    try {
      // A login asks the database every time (searches are kept for seconds).
      const login = () => call(server, 'POST', '/api/user.php', { email: 'nobody@example.org', password: 'not the password' });
      expect((await login()).statusCode).toBe(401);

      relay.cut();
      const down = await login();
      expect(down.statusCode).toBe(503);
      expect(down.headers['retry-after']).toBe('2');
      expect(down.json()).toMatchObject({ error: 'service_unavailable' });
      const readiness = await call(server, 'GET', '/readyz');
      expect(readiness.statusCode).toBe(503);
      expect(readiness.json()).toEqual({ status: 'not ready', database: 'down', redis: 'not used' });
      expect((await call(server, 'GET', '/healthz')).statusCode).toBe(200);

      await relay.restore();
      expect((await login()).statusCode).toBe(401);
      expect((await call(server, 'GET', '/readyz')).statusCode).toBe(200);
    } finally {
      await server.close();
      await direct.close();
      relay.close();
    }
  });
});
