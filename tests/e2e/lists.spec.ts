import { expect, test, type Page } from '@playwright/test';
import { expectHeading } from './fixtures';

/**
 * The one rule for lists that load more as they scroll, on a phone: after a failed page the list
 * stops asking, keeps its cards and says why; it asks again when the way back is open. The service
 * worker is left out, so every request the page makes is seen here as it is made.
 */
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });

const cards = (page: Page) => page.locator('.profile-grid').last().locator('.profile-card');
const OFFLINE_LINE = 'You are offline. More results will load when you are back online.';

/** A visitor's search of Germany, men and women: far more members than one page. */
async function searchGermany(page: Page): Promise<string[]> {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/members.php') asked.push(request.url());
  });
  await page.goto('/members');
  await expectHeading(page, 'Search members');
  // On a phone the filters are folded away.
  await page.getByText('Search filters').click();
  await page.getByLabel('Show', { exact: true }).selectOption({ label: 'Women and men' });
  await page.getByLabel('Country', { exact: true }).selectOption({ label: 'Germany' });
  // The cards of the search the page opened with may be on screen first: wait for Germany's page 1.
  const germany = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/members.php' && url.searchParams.get('country') === 'DE' && url.searchParams.get('page') === '1';
  });
  await page.getByRole('button', { name: 'Search' }).click();
  const { results } = (await (await germany).json()) as { results: { name: string; age: number }[] };
  await expect.poll(() => cards(page).locator('.profile-card-name').allTextContents()).toEqual(results.map(({ name, age }) => `${name}, ${age}`));
  return asked;
}

const scrollToEnd = (page: Page) => page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));

test('offline at the end of the list: a few requests at most, the cards stay, a line says why; online again, the next page comes by itself', async ({ page, context }) => {
  const asked = await searchGermany(page);
  await context.setOffline(true);
  const before = asked.length;
  await scrollToEnd(page);
  await expect(page.getByText(OFFLINE_LINE)).toBeVisible();
  // What matters is what does not happen: no stream of requests while the end stays in view.
  await page.waitForTimeout(5000);
  expect(asked.length - before).toBeLessThanOrEqual(6);
  await expect(cards(page)).toHaveCount(20);

  await context.setOffline(false);
  await expect(cards(page)).toHaveCount(40, { timeout: 10_000 });
  await expect(page.getByText(OFFLINE_LINE)).toHaveCount(0);
});

test('with the server failing, the list says so after the retries, asks nothing more, and Try again loads the next page', async ({ page }) => {
  // The retries take six seconds and the quiet after them ten.
  test.setTimeout(60_000);
  const asked = await searchGermany(page);
  await page.route('**/api/members.php?*', (route) => route.fulfill({ status: 503, json: { error: 'internal', message: 'An error occured, please try again later.' } }));
  await scrollToEnd(page);
  // One request and its five retries (200 … 3200 ms), then the list stops.
  await expect(page.getByText('Could not load more results.')).toBeVisible({ timeout: 15_000 });
  const failedAt = asked.length;
  await page.waitForTimeout(10_000);
  expect(asked.length).toBe(failedAt);
  await expect(cards(page)).toHaveCount(20);

  await page.unroute('**/api/members.php?*');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(cards(page)).toHaveCount(40);
  await expect(page.getByText('Could not load more results.')).toHaveCount(0);
});

test.describe('a first visit', () => {
  test.use({ serviceWorkers: 'allow' });

  test('reads the same offline: the searched cards in their order, with the filters', async ({ page, context }) => {
    test.setTimeout(90_000);
    await searchGermany(page);
    // The worker takes control during this first visit.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const total = Number((await page.getByText(/\d+ members found/).textContent())!.match(/\d+/)![0]);
    await expect(async () => {
      await scrollToEnd(page);
      expect(await cards(page).count()).toBe(total);
    }).toPass({ timeout: 60_000 });
    const names = await cards(page).locator('.profile-card-name').allTextContents();

    await context.setOffline(true);
    await page.reload();
    await expectHeading(page, 'Search members');
    await expect.poll(() => cards(page).locator('.profile-card-name').allTextContents()).toEqual(names);
    await page.getByText('Search filters').click();
    await expect(page.getByLabel('Country', { exact: true })).toHaveValue('DE');
    await expect(page.getByLabel('Show', { exact: true }).locator('option:checked')).toHaveText('Women and men');
    await context.setOffline(false);
  });
});
