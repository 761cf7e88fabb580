import { expect, test, type Page, type Route } from '@playwright/test';
import { expectHeading } from './fixtures';

/**
 * Offline straight after a first visit (issue 33, point 11). A fresh browser opens a page, the service
 * worker takes control, Chromium is asked for installability errors as an install check does (its
 * DevTools session leaves the pages that follow believing they are online, as a phone on a network that
 * leads nowhere does), and the network goes at once: no pause lets the worker finish what it keeps of
 * the visit. Every kind of route then opens from the worker's shell with its content within a second.
 */

/** How long an offline open may show the boot bar before the route's content. */
const OPEN_WITHIN_MS = 1_000;

/**
 * An address of each kind a visitor opens (each layout, params, a guard that sends to the login, a
 * 404), with its heading offline. The last three load a member or an invite the device never held:
 * their error page, at once.
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
  ['/members/12/landing', 'An error has occurred.'],
  ['/members/12/signup', 'An error has occurred.'],
  ['/0123456789abcdef0123456789abcdef', 'An error has occurred.'],
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

/** Each address opens from the worker within the limit, showing its heading rather than the boot bar. */
async function expectEveryRouteOpens(page: Page): Promise<void> {
  for (const [path, heading] of ADDRESSES) {
    const response = await page.goto(path, { waitUntil: 'commit' });
    expect(response?.fromServiceWorker(), path).toBe(true);
    expect(await headingShownAt(page), `${path} showed its heading offline after (ms)`).toBeLessThan(OPEN_WITHIN_MS);
    await expectHeading(page, heading);
  }
}

/** When the page's heading first showed, in ms since its navigation began (the page's own clock, not the test's polling). */
function headingShownAt(page: Page): Promise<number> {
  return page.evaluate(() => new Promise<number>((resolve) => {
    const shown = () => document.querySelector('h1') !== null;
    if (shown()) return resolve(performance.now());
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      resolve(performance.now());
    });
    observer.observe(document, { childList: true, subtree: true });
  }));
}

for (const first of ['/', '/members', '/landers/adultonly']) {
  test(`offline right after a first visit to ${first}, every route opens within a second`, async ({ page, context }) => {
    await firstVisitThenOffline(page, first);
    await expectEveryRouteOpens(page);
    await context.setOffline(false);
  });
}

test('the worker takes control only once it holds what the first page loaded, however slow its copies', async ({ page, context }) => {
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
