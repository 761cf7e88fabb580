import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PORT } from './tests/e2e/server';

/**
 * One built server for the whole run, on a fresh database with 1,000 demo members (enough for three pages of one country's search).
 * Chromium is Debian's (scripts/ensure-chromium.sh): Playwright cannot download browsers here.
 */
const port = E2E_PORT;
const dataDir = E2E_DATA_DIR;
const photosDir = path.join(os.tmpdir(), 'amora-test-photos');
/** The stand-in push service's port (tests/e2e/notifications.spec.ts): PUSH_SERVICES names it, as a bare host is port 443 only. */
const pushPort = port + 1;
/**
 * The push tests' stand-in push service on loopback (tests/e2e/notifications.spec.ts) speaks HTTPS
 * with this certificate, made before the server starts, which trusts it (NODE_EXTRA_CA_CERTS).
 */
const pushCertificate = [
  'openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -subj /CN=127.0.0.1',
  `-addext subjectAltName=IP:127.0.0.1 -days 2 -keyout ${dataDir}/push-tls-key.pem -out ${dataDir}/push-tls.pem 2>/dev/null`,
].join(' ');

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 30_000,
  // One retry on a 2-core machine under two workers: a test that fails twice fails the run, and one
  // that passed on its retry is listed as flaky in the report, to be looked into.
  retries: 1,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    // Every browser has read the site-entry warning (src/atoms/alerts.ts), so it stands in front of
    // nothing a test does; tests/e2e/site-entry.spec.ts starts without it.
    storageState: {
      cookies: [],
      origins: [{ origin: `http://localhost:${port}`, localStorage: [{ name: 'amora.alerts', value: JSON.stringify({ siteEntry: '2026-01-01T00:00:00.000Z' }) }] }],
    },
    locale: 'en-US',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    command: `rm -rf ${dataDir} && mkdir -p ${dataDir} && ${pushCertificate} && npx tsx scripts/start.ts`,
    // Every test signs up its own members from one address: the signup limit would stop the run.
    env: {
      PORT: String(port), DATA_DIR: dataDir, PHOTOS_DIR: photosDir, HOST: '127.0.0.1', SEED_MEMBERS: '1000', RATE_LIMITS: 'off',
      // The browsers and the server share two cores: a busy moment is not overload here.
      SHED_LOOP_DELAY_MS: '0',
      PUSH_SERVICES: `127.0.0.1:${pushPort}`, NODE_EXTRA_CA_CERTS: `${dataDir}/push-tls.pem`, MAIL_EVENTS_SECRET: 'e2e-mail-events-secret-0123456789',
      // A build of its own (vite build --outDir …), for a run beside another that builds.
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist',
    },
    url: `http://localhost:${port}/api/user.php`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
