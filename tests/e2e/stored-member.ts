import { expect, type BrowserContext, type Page, type Route } from '@playwright/test';

/** The e-mail address of the member kept in the app's database (Dexie's keyValue table), read as the boot reads it. */
export function storedMemberEmail(page: Page): Promise<string | null> {
  return page.evaluate(() => new Promise<string | null>((resolve, reject) => {
    const open = indexedDB.open('amora');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const read = open.result.transaction('keyValue').objectStore('keyValue').get('user');
      read.onsuccess = () => {
        resolve((read.result as { value?: { email?: string } } | undefined)?.value?.email ?? null);
        open.result.close();
      };
      read.onerror = () => reject(read.error);
    };
  }));
}

/** Waits until the service worker controls the page and the device keeps the member: the next open boots from the worker's shell and the device. */
export async function expectMemberOnDevice(page: Page, email: string): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect.poll(() => storedMemberEmail(page)).toBe(email);
}

/** The member logs out on another device while the app is closed here: this device still keeps them. */
export async function endSessionElsewhere(page: Page): Promise<void> {
  await page.goto('about:blank');
  expect((await page.request.get('/api/logout.php', { headers: { 'X-Request-Type': 'client' } })).ok()).toBe(true);
}

/**
 * Holds every answer of the API (to the page and its workers) until `release` is called: the device's
 * member is then painted before the server says anything of the session, "who is logged in" or a
 * refused call of a member's page alike.
 */
export async function holdServerAnswers(context: BrowserContext): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  const hold = (route: Route) => (released ? route.fallback() : void held.push(route));
  await context.route('**/api/**', hold);
  return {
    release: async () => {
      expect(held.some((route) => new URL(route.request().url()).pathname === '/api/user.php')).toBe(true);
      released = true;
      // A call from a page that has gone meanwhile (the poller of the page before) is answered to nobody.
      await Promise.all(held.splice(0).map((route) => route.fallback().catch(() => {})));
      await context.unroute('**/api/**', hold);
    },
  };
}
