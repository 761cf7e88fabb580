import { expect, test, type Page } from '@playwright/test';
import { expectHeading } from './fixtures';
import { activeMember, unique } from './real-member';
import { endSessionElsewhere, expectMemberOnDevice, holdServerAnswers } from './stored-member';

/** The keys of the idb-keyval store that belong to the device, not to a member (src/db/keyval-store.ts). */
const DEVICE_KEYS = ['invite'];
/** The API answers the service worker may keep for anyone: none of them is a member's. */
const CATALOGUES = /^\/api\/(settings|interests|regions|companyinfo)\.php$/;

/** What this origin keeps on the device: the rows of each Dexie table, the idb-keyval keys, the paths in Cache Storage. */
function storedData(page: Page) {
  return page.evaluate(async () => {
    const done = <T,>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const existing = (await indexedDB.databases()).map((database) => database.name);
    // Opened only if there, so that looking does not create them.
    const open = (name: string) => (existing.includes(name) ? done(indexedDB.open(name)) : null);
    const rows: Record<string, number> = {};
    const app = await open('amora');
    for (const table of Array.from(app?.objectStoreNames ?? [])) rows[table] = await done(app!.transaction(table).objectStore(table).count());
    app?.close();
    const keyval = await open('keyval-store');
    const keys = keyval ? (await done(keyval.transaction('keyval').objectStore('keyval').getAllKeys())).map(String) : [];
    keyval?.close();
    const cached: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) cached.push(new URL(request.url).pathname);
    }
    return { rows, keys, cached };
  });
}

/** How many members each kept answer of the home's newest members lists. */
function featuredKept(page: Page) {
  return page.evaluate(async () => {
    const counts: number[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (new URL(request.url).pathname !== '/api/featured.php') continue;
        counts.push(((await (await cache.match(request))!.json()) as { profiles: unknown[] }).profiles.length);
      }
    }
    return counts;
  });
}

/** Nothing of a member: empty tables, only the device's keys, no member answers and no photos cached. */
async function expectNothingOfTheMember(page: Page) {
  const { rows, keys, cached } = await storedData(page);
  expect(Object.keys(rows).sort()).toEqual(['chats', 'keyValue', 'likes', 'messages', 'outbox', 'profiles', 'searchPages']);
  expect(Object.entries(rows).filter(([, count]) => count > 0)).toEqual([]);
  expect(keys.filter((key) => !DEVICE_KEYS.includes(key))).toEqual([]);
  expect(cached).not.toContain('/api/user.php');
  // The home's newest members may be kept only as a visitor's answer, asked for after the member left.
  expect(cached.filter((path) => path.startsWith('/api/') && !CATALOGUES.test(path) && path !== '/api/featured.php')).toEqual([]);
  expect((await featuredKept(page)).filter((count) => count > 0)).toEqual([]);
  expect(cached.filter((path) => path.startsWith('/photos/'))).toEqual([]);
}

const cards = (page: Page) => page.locator('.profile-card');

/** A member searches and opens the first profile, with the service worker keeping what it may. */
async function searchAndOpenAProfile(page: Page) {
  await page.goto('/members');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.reload();
  await expectHeading(page, 'Search members');
  await expect(cards(page).nth(3)).toBeVisible();
  const first = cards(page).first();
  const name = (await first.locator('.profile-card-name').textContent())!;
  const href = (await first.locator('a').getAttribute('href'))!;
  await first.locator('a').click();
  await expectHeading(page, name);
  // The visit is on the device now: the search, the profile and its photo.
  await expect.poll(async () => {
    const { rows, cached } = await storedData(page);
    return (rows.searchPages ?? 0) > 0 && (rows.profiles ?? 0) > 0 && cached.some((path) => path.startsWith('/photos/'));
  }).toBe(true);
  return { name, href };
}

test('after logout nothing of the member is readable on the device, offline either', async ({ page, context }) => {
  const me = await activeMember(page, { name: `Lou${unique().slice(-5)}`, seeking: 'both' });
  const viewed = await searchAndOpenAProfile(page);

  // The home page shows a visitor no members here, so a photo left in the cache is one the member saw.
  // Routed for the whole context: the service worker asks for it too.
  await context.route('**/api/featured.php*', (route) => route.fulfill({ json: { profiles: [] } }));
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/');
  await expectHeading(page, 'Meet singles near you');

  await context.setOffline(true);
  await page.reload();
  await expectHeading(page, 'Meet singles near you');
  await expectNothingOfTheMember(page);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByText(me.name)).toHaveCount(0);
  await expect(cards(page)).toHaveCount(0);

  // Neither the search nor the profile the member looked at opens from the device.
  await page.goto('/members');
  await expectHeading(page, 'Search members');
  await expect(cards(page)).toHaveCount(0);
  await page.goto(viewed.href);
  await expectHeading(page, 'Profile');
  await expect(page.getByText(viewed.name)).toHaveCount(0);
  await context.setOffline(false);
});

test('when the session ends on the server, the next call forgets the member here as a logout does', async ({ page }) => {
  await activeMember(page, { name: `Sal${unique().slice(-5)}`, seeking: 'both' });
  await searchAndOpenAProfile(page);

  // Logged out elsewhere (another tab, a password change): this page still shows the member.
  expect((await page.request.get('/api/logout.php', { headers: { 'X-Request-Type': 'client' } })).ok()).toBe(true);
  await page.getByRole('button', { name: 'Like', exact: true }).click();

  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect.poll(async () => Object.values((await storedData(page)).rows).reduce((sum, count) => sum + count, 0)).toBe(0);
  await expectNothingOfTheMember(page);
});

test('a page of one\'s own opened after the session ended elsewhere goes to the login form when the server says so', async ({ page, context }) => {
  const me = await activeMember(page, { name: `Noa${unique().slice(-5)}` });
  await expectMemberOnDevice(page, me.email);
  await endSessionElsewhere(page);

  // The device's member opens their messages at once; the server's answers, held till then, end that.
  const server = await holdServerAnswers(context);
  await page.goto('/chats');
  await expectHeading(page, 'Messages');
  await server.release();
  await expect(page).toHaveURL('/login');
  await expectHeading(page, 'Log in');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect.poll(async () => Object.values((await storedData(page)).rows).reduce((sum, count) => sum + count, 0)).toBe(0);
});
