import { expect, test, type Page, type Request, type Route } from '@playwright/test';
import { expectHeading } from './fixtures';

/**
 * Offline straight after a first visit (issue 33, point 11). A fresh browser opens a page, the service
 * worker takes control, Chromium is asked for installability errors as an install check does (its
 * DevTools session leaves the pages that follow believing they are online, as a phone on a network that
 * leads nowhere does), and the network goes at once: no pause lets the worker finish what it keeps of
 * the visit. Every kind of route then opens from the worker's shell with its content, not the boot
 * bar; how fast (within a second) the offline bench measures (bench/offline.ts).
 */

/**
 * An address of each kind a visitor opens (each layout, params, a guard that sends to the login, a
 * 404), with its heading offline. The last three load a member or an invite the device never held:
 * their page says it needs a connection, in its layout (offline-routes.spec.ts).
 */
const ADDRESSES: [path: string, heading: string][] = [
  ['/', 'Meet singles near you'],
  ['/members', 'Search members'],
  ['/members/12', 'Profile'],
  ['/login', 'Log in'],
  ['/chats', 'Log in'],
  ['/members/12/chat', 'Log in'],
  ['/pages/terms', 'Terms and conditions'],
  ['/landers/adultonly', 'Dating for adults only'],
  ['/landers/gallery', 'The gallery of new members'],
  ['/nope', 'This page could not be found'],
  ['/members/12/landing', 'Singles who joined recently'],
  ['/members/12/signup', 'Sign up'],
  ['/0123456789abcdef0123456789abcdef', 'You are invited'],
];

/** A fresh browser's first visit, up to the worker's control and the install check; then the network goes. */
async function firstVisitThenOffline(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Page.getInstallabilityErrors');
  await page.context().setOffline(true);
}

/**
 * Each address opens from the worker, showing its heading rather than the boot bar, having asked the
 * server who is logged in once: no retries keep an offline open waiting (they took 6 s).
 */
async function expectEveryRouteOpens(page: Page): Promise<void> {
  for (const [path, heading] of ADDRESSES) {
    const userCalls: string[] = [];
    const count = (request: Request) => void (new URL(request.url()).pathname === '/api/user.php' && userCalls.push(request.url()));
    page.on('request', count);
    const response = await page.goto(path, { waitUntil: 'commit' });
    expect(response?.fromServiceWorker(), path).toBe(true);
    await expectHeading(page, heading);
    page.off('request', count);
    expect(userCalls.length, `${path} asked who is logged in`).toBeLessThanOrEqual(1);
  }
}

for (const first of ['/', '/members', '/landers/adultonly']) {
  test(`offline right after a first visit to ${first}, every route opens`, async ({ page, context }) => {
    // Thirteen opens, one after another.
    test.slow();
    await firstVisitThenOffline(page, first);
    await expectEveryRouteOpens(page);
    await context.setOffline(false);
  });
}

test('the worker takes control only once it holds what the first page loaded, however slow its copies', async ({ page, context }) => {
  test.slow();
  // The worker's copies of the visit (the catalogue, the settings, the photos: none of them precached)
  // wait until the test lets them go.
  const held: Route[] = [];
  let released = false;
  let copyAsked!: () => void;
  const asked = new Promise<void>((resolve) => (copyAsked = resolve));
  await context.route(/\/(api|photos)\/|\/assets\/messages-/, (route) => {
    if (!route.request().serviceWorker() || released) return route.fallback();
    held.push(route);
    copyAsked();
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await asked;
  // Asked for its copies, the worker does not control the page yet: going offline now would leave them out.
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  released = true;
  await Promise.all(held.map((route) => route.fallback()));

  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.context().setOffline(true);
  await expectEveryRouteOpens(page);
  await context.setOffline(false);
});
