import { expect, test, type Page } from '@playwright/test';
import { changeBootState } from './boot-state';
import { expectAccessible } from './fixtures';
import { logIn, member } from './member';

/**
 * The site-entry warning (docs/product/screens.md#site-entry-warning, docs/product/states.md#site-entry-warning, docs/product/validation.md#site-entry-warning): shown once until dismissed, to visitors whose selected
 * country is NL or DE (the e2e server's default country is NL), and skipped in the installed app,
 * for members, and when the setting turns it off.
 */

// These browsers have not read the warning (the others have: playwright.config.ts).
test.use({ storageState: { cookies: [], origins: [] } });

const warning = (page: Page) => page.getByRole('dialog', { name: 'Important' });

test('a visitor from NL reads it once: Escape does not close it, the button does, and it stays away', async ({ page }) => {
  await page.goto('/');
  await expect(warning(page)).toBeVisible();
  await expect(page.locator('dialog#site-entry-warning')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(warning(page)).toBeVisible();
  await warning(page).getByRole('button', { name: 'I am 18 or older, continue' }).click();
  await expect(warning(page)).toHaveCount(0);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('amora.alerts') ?? '{}').siteEntry)).toMatch(/^\d{4}-\d\d-\d\dT/);
  await page.goto('/members');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(warning(page)).toHaveCount(0);
});

test('a visitor whose selected country is DE sees it in German; one from FR does not', async ({ browser }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto('/?country=DE');
  await expect(page.getByRole('dialog', { name: 'Wichtig' })).toBeVisible();
  await page.goto('/?country=FR');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await context.close();
});

test('skipped for a member', async ({ page }) => {
  await logIn(page, member());
  await page.goto('/members');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search members');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('skipped in the installed app', async ({ page }) => {
  await page.addInitScript(() => {
    const matchMedia = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => (query === '(display-mode: standalone)' ? { ...matchMedia(query), matches: true, media: query } : matchMedia(query));
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('skipped when the setting turns it off', async ({ page }) => {
  await changeBootState(page, (state) => {
    state.settings.enable_site_entry_popup = 'no';
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
