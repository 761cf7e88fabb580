import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * One built server for the whole run, on a fresh database with 1,000 demo members (enough for three pages of one country's search).
 * Chromium is Debian's (scripts/ensure-chromium.sh): Playwright cannot download browsers here.
 */
const port = 8181;
const dataDir = path.join(os.tmpdir(), 'amora-e2e');
const photosDir = path.join(os.tmpdir(), 'amora-test-photos');

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'en-US',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    command: `rm -rf ${dataDir} && npx tsx scripts/start.ts`,
    // Every test signs up its own members from one address: the signup limit would stop the run.
    env: { PORT: String(port), DATA_DIR: dataDir, PHOTOS_DIR: photosDir, HOST: '127.0.0.1', SEED_MEMBERS: '1000', RATE_LIMITS: 'off' },
    url: `http://localhost:${port}/api/user.php`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
