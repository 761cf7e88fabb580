import { expect, test } from '@playwright/test';
import { logIn, member } from './member';

// The service worker would serve the chunk from its precache; this test is about the network failing.
test.use({ serviceWorkers: 'block' });

test('a chunk that fails to load reloads the page once, and not again within 60 s', async ({ page }) => {
  await logIn(page, member());
  await page.route('**/assets/chats-*.js', (route) => route.abort());
  let loads = 0;
  page.on('load', () => loads++);

  await page.goto('/members');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search members');
  const messages = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Messages' });
  // The pointer on the link preloads the chunk; that failing leaves the member where they are.
  const preloadFailed = page.waitForEvent('requestfailed', (request) => /\/assets\/chats-.*\.js$/.test(request.url()));
  await messages.hover();
  await preloadFailed;
  await expect(page).toHaveURL('/members');
  expect(loads).toBe(1);
  await messages.click();

  // The failed import reloads the page at /chats (the error page may show for a moment before the
  // reload: the second load is what counts); there it fails again, and the guard holds.
  await expect.poll(() => loads).toBe(2);
  await expect(page).toHaveURL('/chats');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('An error has occurred.');
  expect(loads).toBe(2);
  expect(await page.evaluate(() => localStorage.getItem('chunk-reload-at'))).toMatch(/^\d+$/);
});
