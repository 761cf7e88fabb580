import { expect, test, type Page, type Route } from '@playwright/test';
import { expectHeading } from './fixtures';
import { storedMemberEmail } from './stored-member';

test('service worker version 2 controls the page, and the app works offline', async ({ page, context }) => {
  await page.goto('/');
  await expectHeading(page, 'Meet singles near you');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  const version = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data);
        navigator.serviceWorker.controller!.postMessage({ type: 'GET_VERSION' }, [channel.port2]);
      }),
  );
  expect(version).toBe(2);

  await context.setOffline(true);
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expectHeading(page, 'Meet singles near you');
  await expect(page.getByRole('navigation', { name: 'Footer' })).toBeVisible();

  const members = await page.goto('/members');
  expect(members?.fromServiceWorker()).toBe(true);
  await expectHeading(page, 'Search members');
  await context.setOffline(false);
});

/** The demo member logs in through the form of a page the service worker controls. */
async function logInWithWorker(page: Page): Promise<void> {
  // The poller's reads of the member fail meanwhile: what the device holds after this, the login kept.
  const polls = (route: Route) => (route.request().method() === 'GET' ? route.abort() : route.fallback());
  await page.context().route('**/api/user.php', polls);
  await page.goto('/login');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.getByLabel('E-mail address').fill('demo2@amora.example');
  await page.getByLabel('Password').fill('demo-password-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/members');
  // The login keeps the member on the device (Dexie's keyValue table).
  await expect.poll(() => storedMemberEmail(page)).toBe('demo2@amora.example');
  await page.context().unroute('**/api/user.php', polls);
}

test('a member who has just logged in opens the app offline as themselves', async ({ page, context }) => {
  await logInWithWorker(page);
  // Straight away, before any poll.
  await context.setOffline(true);
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Messages' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  await context.setOffline(false);
});

test('a repeat visit paints the member from the device without waiting for the server', async ({ page, context }) => {
  await logInWithWorker(page);
  // The server is slow to say who is logged in: the app does not wait for it.
  const held: (() => void)[] = [];
  await context.route('**/api/user.php', (route) => new Promise<void>((resolve) => held.push(resolve)).then(() => route.continue()).catch(() => {}));
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Messages' })).toBeVisible();
  expect(held.length).toBeGreaterThan(0);
  await context.unroute('**/api/user.php');
  for (const release of held) release();
});

test('a first visit to the search leaves its regions for offline use, though the page itself answered them', async ({ page, context }) => {
  await page.goto('/members');
  await expectHeading(page, 'Search members');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // The served page held the regions; the worker is handed their address as it installs.
  await expect.poll(() => page.evaluate(async () => (await caches.match('/api/regions.php')) !== undefined)).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expectHeading(page, 'Search members');
  await page.getByLabel('Country', { exact: true }).selectOption({ label: 'Netherlands' });
  await expect.poll(() => page.getByLabel('Province').locator('option').count()).toBeGreaterThan(10);
  await context.setOffline(false);
});
