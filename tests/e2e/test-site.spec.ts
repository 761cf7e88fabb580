import { expect, test, type Page } from '@playwright/test';
import { changeBootState } from './boot-state';
import { expectAccessible } from './fixtures';

/**
 * A public test site (NODE_ENV=production with PAYMENTS=sandbox) says so on every page. This server
 * is a development one, so the tests give the page the settings such a site sends (its boot state
 * and settings.php); the server's side is tested in tests/server/production-mode.test.ts.
 */

async function asTestSite(page: Page): Promise<void> {
  await changeBootState(page, (state) => {
    state.settings.test_site = true;
  });
  await page.route('**/api/settings.php*', async (route) => {
    const response = await route.fetch();
    const body = await response.json() as { settings: { test_site: boolean } };
    body.settings.test_site = true;
    await route.fulfill({ response, json: body });
  });
}

const NOTICE = 'Test site: payments here take no real money.';

test('a test site says so at the top of every kind of page', async ({ page }) => {
  await asTestSite(page);
  for (const path of ['/', '/members', '/login', '/pages/cookies', '/landers/gallery/beach']) {
    await page.goto(path);
    await expect(page.getByRole('note').filter({ hasText: NOTICE }), path).toBeVisible();
  }
  await expectAccessible(page);
});

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });

  test('the notice speaks the member’s language', async ({ page }) => {
    await asTestSite(page);
    await page.goto('/');
    await expect(page.getByText('Testseite: Zahlungen hier kosten kein echtes Geld.')).toBeVisible();
  });
});

test('a site that takes real money shows no such notice', async ({ page }) => {
  await page.goto('/members');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.getByText(NOTICE)).toHaveCount(0);
});
