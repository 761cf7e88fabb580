import { expect, test } from '@playwright/test';
import { expectAccessible, expectHeading } from './fixtures';
import { logIn, member } from './member';

test('the home page shows the way in, real members marked fictional, and the footer', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expectHeading(page, 'Meet singles near you');
  await expect(page).toHaveTitle('Meet singles near you · Amora');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/members');
  await expect(nav.getByRole('link', { name: 'Amora home' })).toHaveAttribute('href', '/');

  const cards = page.locator('.profile-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(6);
  // Every fictional demo member carries the fictional marker with its warning; the two demo logins
  // are real members (they log in) and carry none.
  for (const card of await cards.all()) {
    if (/^(Demo|Dana), \d+/.test(await card.innerText())) {
      await expect(card.locator('.fictional')).toHaveCount(0);
      continue;
    }
    const icon = card.locator('.fictional img');
    await expect(icon).toHaveAttribute('src', '/icons/fictional.svg');
    expect((await icon.boundingBox())?.width).toBe(20);
    await expect(card.locator('.fictional')).toContainText('fictional profile');
    await expect(card.locator('.fictional')).toHaveAttribute('title', /^This profile is fictional/);
  }
  const photo = cards.first().locator('a img');
  await expect(photo).toHaveJSProperty('complete', true);
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  const footer = page.getByRole('navigation', { name: 'Footer' });
  for (const [name, href] of [
    ['Terms and conditions', '/pages/terms'], ['Privacy', '/pages/privacy'], ['Cookies', '/pages/cookies'],
    ['Ban policy', '/pages/ban'], ['Pricing', '/pricing'], ['Complaints', '/complaints'],
    ['Return policy', '/pages/return-policy'], ['FAQ', '/pages/faq'], ['Support', '/pages/service'],
  ] as const) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(page.getByText('Profiles marked with this icon are fictional')).toBeVisible();
  await expectAccessible(page);
});

test('a repeat visit shows the newest members at once from the last answer, while the server is slow', async ({ page, context }) => {
  await page.goto('/');
  await expectHeading(page, 'Meet singles near you');
  const names = await page.locator('.profile-card-name').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // The served page held the answer; the worker is handed its address once it controls the page.
  await expect.poll(() => page.evaluate(async () => (await (await caches.open('api-viewer-v2')).keys()).length)).toBe(1);

  const held: (() => void)[] = [];
  await context.route('**/api/featured.php*', (route) => new Promise<void>((resolve) => held.push(resolve)).then(() => route.continue()).catch(() => {}));
  await page.reload();
  await expectHeading(page, 'Meet singles near you');
  await expect(page.locator('.profile-card-name')).toHaveText(names);
  // The fresh answer was asked for behind the shown one.
  expect(held.length).toBeGreaterThan(0);
  await context.unroute('**/api/featured.php*');
  for (const release of held) release();
});

test('a card opens the member\'s profile page', async ({ page }) => {
  await page.goto('/');
  const first = page.locator('.profile-card').first();
  const href = await first.locator('a').getAttribute('href');
  expect(href).toMatch(/^\/members\/\d+$/);
  const name = (await first.locator('.profile-card-name').textContent())!;
  await first.locator('a').click();
  await expect(page).toHaveURL(href!);
  await expectHeading(page, name);
  await expect(page.getByText(/^\d+ photos?$/)).toBeVisible();
});

test('pages of later features still render their frame and say what will be there', async ({ page }) => {
  for (const [url, heading, note] of [
    ['/account-deleted', 'Your account has been deleted', 'within 14 days'],
  ] as const) {
    await page.goto(url);
    await expectHeading(page, heading);
    await expect(page.getByText(note)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  }
});

test('/settings leads a member to the notifications page, and a visitor to the login', async ({ page }) => {
  await page.goto('/settings');
  await expectHeading(page, 'Log in');
  await logIn(page, member());
  await page.goto('/settings');
  await expect(page).toHaveURL('/notifications');
  await expectHeading(page, 'Notifications');
});

test('layouts: landers have the simple navbar; the chat is for members', async ({ page }) => {
  await page.goto('/landers/gallery/summer-love');
  await expectHeading(page, 'Gallery: Summer Love');
  await expect(page.locator('.lander-nav')).toBeVisible();
  await expect(page.locator('.top-nav')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Footer' })).toBeVisible();

  // The bare chat layout is checked with members in chat.spec.ts; a visitor is asked to log in.
  await page.goto('/chats/5');
  await expect(page).toHaveURL('/login');
});
