import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { ResellAnswer, ResellCard } from '../../common/api/resell';
import { changeBootState } from './boot-state';
import { expectAccessible } from './fixtures';

/**
 * Cam/resell cards among the search results (docs/product/screens.md#cam-resell-cards). This server runs with member_resell off, the
 * default, so the tests turn it on for the page (its boot state and settings) and answer
 * /api/resell.php as the server does with a partner's feed; the server's side of it, feed included,
 * is tested in tests/server/resell.test.ts.
 */

const cards: ResellCard[] = ['Mia', 'Zoe', 'Lena'].map((name, index) => ({
  id: `cam-${index}`, name, age: 24 + index, partner: 'LiveCams', url: `https://partner.example/${name.toLowerCase()}?aff=amora`,
  photo: `/resell-photos/${String(index).repeat(32)}.webp`,
}));

/** The cards' requests, each with its query. */
async function turnResellOn(page: Page): Promise<URLSearchParams[]> {
  await changeBootState(page, (state) => {
    state.settings.member_resell = true;
  });
  await page.route('**/api/settings.php*', async (route) => {
    const response = await route.fetch();
    const body = await response.json() as { settings: { member_resell: boolean } };
    body.settings.member_resell = true;
    await route.fulfill({ response, json: body });
  });
  const asked: URLSearchParams[] = [];
  await page.route('**/api/resell.php*', async (route) => {
    asked.push(new URL(route.request().url()).searchParams);
    await route.fulfill({ json: { cards } satisfies ResellAnswer });
  });
  const photo = await sharp({ create: { width: 480, height: 480, channels: 3, background: '#a36' } }).webp().toBuffer();
  await page.route('**/resell-photos/*', (route) => route.fulfill({ body: photo, contentType: 'image/webp' }));
  return asked;
}

/** Every card of the results, in order: a member's name or an ad's. */
const gridCards = (page: Page) => page.locator('.profile-grid').last().locator('.profile-card');

test('with member_resell on, partner cards stand among the results, each an ad that leads to the partner', async ({ page }) => {
  // Resell turned on, a search with filters, and each partner card's way out checked.
  test.slow();
  const asked = await turnResellOn(page);
  await page.goto('/members');
  const grid = gridCards(page);
  await expect(grid.nth(8)).toHaveClass(/resell-card/);

  // After every eighth member: the 9th and 18th cards are ads, the others members.
  const ads = page.locator('.resell-card');
  await expect(ads).toHaveCount(2);
  await expect(grid.nth(17)).toHaveClass(/resell-card/);
  for (const index of [0, 7, 9, 16]) await expect(grid.nth(index)).not.toHaveClass(/resell-card/);

  const first = ads.first();
  await expect(first.getByText('Ad', { exact: true })).toBeVisible();
  await expect(first.getByText('Profile on LiveCams', { exact: true })).toBeVisible();
  const link = first.getByRole('link', { name: 'Mia, 24 (an ad: a profile on LiveCams, opens in a new tab)' });
  await expect(link).toHaveAttribute('href', 'https://partner.example/mia?aff=amora');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /sponsored/);
  await expect(first.locator('img')).toHaveJSProperty('complete', true);
  await expect(ads.nth(1)).toContainText('Zoe, 25');
  await expectAccessible(page);

  // The cards match the search: a new search asks again with its filters.
  const before = asked.length;
  await page.getByLabel('Age from', { exact: true }).selectOption('30');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect.poll(() => asked.slice(before).some((query) => query.get('min_age') === '30')).toBe(true);
});

test('with member_resell off (the default), no partner card is asked for or shown', async ({ page }) => {
  let asked = 0;
  await page.route('**/api/resell.php*', (route) => (asked++, route.abort()));
  await page.goto('/members');
  await expect(gridCards(page)).toHaveCount(20);
  await expect(page.locator('.resell-card')).toHaveCount(0);
  expect(asked).toBe(0);
});

test.describe('on a phone, in German', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'de-DE' });

  test('the ad is labelled in the language of the page and fits the screen', async ({ page }) => {
    await turnResellOn(page);
    await page.goto('/members');
    const ad = page.locator('.resell-card').first();
    await expect(ad.getByText('Anzeige', { exact: true })).toBeVisible();
    await expect(ad.getByText('Profil auf LiveCams', { exact: true })).toBeVisible();
    const box = (await ad.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
