import { expect, test } from '@playwright/test';
import { expectAccessible } from './fixtures';

for (const url of ['/this/does-not-exist', '/members/abc', '/likes/nonsense', '/credits/2/bitcoin']) {
  test(`${url} shows the 404 page and answers 404`, async ({ page }) => {
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL('/');
  });
}

test('a valid member id is not a 404, and a member who does not exist says so', async ({ page }) => {
  const response = await page.goto('/members/123');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\S+, \d+$/);
  await page.goto('/members/99999999');
  await expect(page.getByRole('alert')).toHaveText('This member cannot be found.');
});

test('the 404 page is accessible', async ({ page }) => {
  await page.goto('/nope');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
  await expectAccessible(page);
});
