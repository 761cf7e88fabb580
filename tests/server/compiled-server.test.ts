import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildServer, SERVER_ENTRIES } from '../../scripts/build-server';
import { freePort } from '../../scripts/free-port';
import { DEMO_LOGIN } from '../../server/seed/seed';
import { NO_SHEDDING, SHARED_PHOTOS_DIR } from './helpers/test-server';
import { spawnProcess } from './helpers/spawned-process';
import { tempFolders } from './helpers/temp-folders';
import { freshDatabase } from './helpers/test-database';

/**
 * Issue 51, point 7: production runs the server compiled (`npm run build` → build/server/,
 * `node build/server/serve.mjs`). The bundle is built here into a folder of its own, inside the
 * project as build/server/ is (the compiled server finds node_modules, server/data/ and locales/
 * from there), and started as a process with plain node, no tsx.
 */

const tempDir = tempFolders();

/** A folder for one build inside the project's .tmp/, removed after the test. */
function buildFolder(): string {
  fs.mkdirSync('.tmp', { recursive: true });
  const dir = fs.mkdtempSync(path.resolve('.tmp', 'compiled-server-'));
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe('the compiled server', () => {
  it('builds each command to JavaScript with source maps, and serves from it: settings, regions (server/data), a mail (locales)', { timeout: 120_000 }, async () => {
    const outDir = buildFolder();
    await buildServer(outDir);
    for (const name of SERVER_ENTRIES) {
      expect(fs.existsSync(path.join(outDir, `${name}.mjs`)), name).toBe(true);
      expect(fs.existsSync(path.join(outDir, `${name}.mjs.map`)), name).toBe(true);
    }
    // Stack traces name the TypeScript files.
    const map = JSON.parse(fs.readFileSync(path.join(outDir, 'serve.mjs.map'), 'utf8')) as { sources: string[] };
    expect(map.sources).toContain('../../scripts/serve.ts');
    // The packages stay in node_modules, not in the bundle.
    expect(fs.readFileSync(path.join(outDir, 'serve.mjs'), 'utf8')).toMatch(/from "fastify"/);

    const dataDir = tempDir('amora-compiled-');
    const database = await freshDatabase(dataDir);
    onTestFinished(() => database.drop());
    const port = await freePort();
    // NODE_ENV unset: a laptop's settings, with the demo logins.
    const server = spawnProcess(process.execPath, [path.join(outDir, 'serve.mjs')], {
      env: {
        ...database.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SEED_MEMBERS: '0', LOG_LEVEL: 'warn',
        PHOTOS_DIR: SHARED_PHOTOS_DIR, STATIC_DIR: path.join(dataDir, 'no-dist'), ...NO_SHEDDING,
      },
    });
    onTestFinished(() => server.stop());
    await server.printed(/Amora is running/);
    const origin = `http://127.0.0.1:${port}`;

    const settings = await fetch(`${origin}/api/settings.php`);
    expect(settings.status).toBe(200);
    expect(((await settings.json()) as { settings: { countries: unknown[] } }).settings.countries.length).toBeGreaterThan(0);

    const regions = await fetch(`${origin}/api/regions.php`);
    expect(regions.status).toBe(200);
    const { regions: byCountry } = (await regions.json()) as { regions: Record<string, { code: string; name: string }[]> };
    expect(byCountry.NL).toContainEqual(expect.objectContaining({ code: 'NL-NH' }));

    // A mail's texts come from locales/<locale>/server.po.
    const reset = await fetch(`${origin}/api/password-reset.php`, {
      method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify({ email: DEMO_LOGIN.email }),
    });
    expect(reset.status, await reset.clone().text()).toBeLessThan(300);
    const mailDir = path.join(dataDir, 'mail');
    await expect.poll(() => (fs.existsSync(mailDir) ? fs.readdirSync(mailDir).length : 0), { timeout: 20_000 }).toBeGreaterThan(0);
    const mail = fs.readFileSync(path.join(mailDir, fs.readdirSync(mailDir)[0]!), 'utf8');
    expect(mail).toContain(DEMO_LOGIN.email);

    await server.stop();
    expect(server.output()).not.toMatch(/Error|ENOENT/);
  });
});
