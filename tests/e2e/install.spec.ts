import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';

test('Chromium reports the app installable', async ({ baseURL, launchOptions }) => {
  // Incognito profiles are never installable, and Playwright's contexts are incognito: use a real profile.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'amora-profile-'));
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('the manifest names the app, its icons and standalone display', async ({ request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: expect.stringContaining('Amora'), short_name: 'Amora', display: 'standalone', start_url: '/', theme_color: '#c2185b' });
  const icons = manifest.icons as { sizes: string; purpose: string; src: string }[];
  expect(icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of icons) expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png');
});
