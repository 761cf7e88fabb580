import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { chromium } from '@playwright/test';
import { beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/free-port';
import { DEMO_LOGIN } from '../../server/seed/seed';
import { NO_SHEDDING, SHARED_PHOTOS_DIR, startTestServer } from './helpers/test-server';
import { openLive, standing } from './helpers/live';
import { spawnProcess } from './helpers/spawned-process';
import { tempFolders } from './helpers/temp-folders';

/**
 * Issue 33, point 13: `npm run dev` (Vite's dev server with hot reload) beside `npm start` (the API).
 * The page comes from the dev server, everything the server answers through its proxy.
 */

// Debian's Chromium, as for the browser tests (which install it after this test runs in `npm test`).
beforeAll(() => {
  execFileSync('bash', ['scripts/ensure-chromium.sh'], { stdio: 'inherit' });
});

const tempDir = tempFolders();

/** Vite's reading of a proxy key: a regular expression when it starts with ^, else a path prefix. */
function proxies(keys: string[], url: string): boolean {
  return keys.some((key) => (key.startsWith('^') ? new RegExp(key).test(url) : url.startsWith(key)));
}

describe('npm run dev', () => {
  it('proxies every path the server answers (the client\'s own files come from the dev server)', async () => {
    const routes: string[] = [];
    const server = await startTestServer({}, { onRoute: ({ url }) => routes.push(url) });
    await server.close();
    const { default: viteConfig } = await import('../../vite.config');
    const keys = Object.keys(viteConfig.server?.proxy ?? {});
    expect(routes.length).toBeGreaterThan(20);
    expect([...new Set(routes)].filter((url) => !proxies(keys, url))).toEqual([]);
  });

  it('logs the demo member in from the dev server\'s page, opens the live channel, and serves the sandbox checkout\'s CSS as CSS', { timeout: 180_000 }, async () => {
    const apiPort = await freePort();
    const api = spawnProcess(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      env: {
        PORT: String(apiPort), HOST: '127.0.0.1', DATA_DIR: tempDir('amora-dev-api-'), STATIC_DIR: tempDir('amora-dev-nobuild-'),
        PHOTOS_DIR: SHARED_PHOTOS_DIR, SEED_MEMBERS: '0', LOG_LEVEL: 'warn', ...NO_SHEDDING,
      },
    });
    // As `npm run dev` runs it, on a port of its own; PORT names the API's, as for `npm start`.
    const dev = spawnProcess(process.execPath, ['node_modules/vite/bin/vite.js', '--port', String(await freePort()), '--strictPort'], {
      env: { PORT: String(apiPort), HOME: process.env.HOME ?? os.homedir() },
    });
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    try {
      await api.printed(/Amora is running/);
      const [, devOrigin] = (await dev.printed(/Local:\s+(http:\/\/\S+?)\/?\s/))!;

      const css = await fetch(`${devOrigin}/sandbox/checkout.css`);
      expect(css.status).toBe(200);
      expect(css.headers.get('content-type')).toMatch(/^text\/css/);

      const context = await browser.newContext({
        locale: 'en-US',
        // The site-entry warning was read (as in playwright.config.ts): it stands in front of nothing here.
        storageState: { cookies: [], origins: [{ origin: devOrigin!, localStorage: [{ name: 'amora.alerts', value: JSON.stringify({ siteEntry: '2026-01-01T00:00:00.000Z' }) }] }] },
      });
      const page = await context.newPage();
      await page.goto(`${devOrigin}/login`);
      await page.getByLabel('E-mail address').fill(DEMO_LOGIN.email);
      await page.getByLabel('Password').fill(DEMO_LOGIN.password);
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/user.php') && response.request().method() === 'POST');
      await page.getByRole('button', { name: 'Log in' }).click();
      expect((await answer).status()).toBe(200);
      await page.waitForURL(`${devOrigin}/members`);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Messages' }).waitFor();

      // The live channel (a WebSocket) goes through the dev server too, with the member's cookie.
      const cookie = (await context.cookies(devOrigin)).map(({ name, value }) => `${name}=${value}`).join('; ');
      const live = await openLive(devOrigin!, { origin: devOrigin!, cookie });
      expect(await standing(live)).toBe('open');
      live.socket.close();
    } finally {
      await browser.close();
      await dev.stop();
      await api.stop();
    }
  });
});
