import { expect, test } from '@playwright/test';

/**
 * A visitor who arrives with a traffic source (docs/product/validation.md#logged-out-search) is searched for with its network: the first
 * search comes answered in the page itself, and every later one asks with it.
 */
test('a visitor from a network sees its search at once, and keeps the network for the searches after', async ({ page }) => {
  const searches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/members.php' && url.searchParams.get('page') === '1') searches.push(url.search);
  });
  await page.goto('/members?network=adnet&sub=click42');
  await expect(page.locator('.profile-card-name').first()).toBeVisible();
  // The address no longer carries the tracking, and the device keeps it.
  await expect(page).toHaveURL(/\/members$/);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('amora.tracking') ?? 'null'))).toMatchObject({ network: 'adnet', sub1: 'click42' });
  // The first page came with the page the server served: it was not asked for.
  expect(searches).toEqual([]);

  const asked = page.waitForRequest((request) => request.url().includes('/api/members.php') && new URL(request.url()).searchParams.get('network') === 'adnet');
  await page.getByLabel('Age from').selectOption('30');
  await page.getByRole('button', { name: 'Search' }).click();
  await asked;
});
