import { expect, test } from '@playwright/test';
import { expectHeading } from './fixtures';
import { E2E_ORIGIN } from './server';

test('a locale cookie that does not decode is no reason to stop: the pages render in the default language', async ({ page, context }) => {
  await context.addCookies([{ name: 'i18n_redirected', value: '%', url: E2E_ORIGIN }]);
  await page.goto('/');
  await expectHeading(page, 'Meet singles near you');
  await page.goto('/members');
  await expectHeading(page, 'Search members');
});

test('a write whose answer never comes fails readably after its time limit, retried with one Idempotency-Key', async ({ page }) => {
  // The page's clock is ours: 30 seconds per attempt pass at once.
  await page.clock.install();
  const keys: string[] = [];
  // Logging in reaches a server that never answers (a proxy that hangs); the boot's own calls pass.
  await page.route('**/api/user.php', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
  });
  await page.goto('/login');
  await expectHeading(page, 'Log in');
  await page.getByLabel('E-mail address').fill('someone@example.test');
  await page.getByLabel('Password').fill('a long enough password');
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect.poll(() => keys.length).toBe(1);
  // Six attempts of 30 s each, with 200 … 3200 ms between them.
  for (let attempt = 2; attempt <= 6; attempt++) {
    await page.clock.runFor(30_000 + 200 * 2 ** (attempt - 2));
    await expect.poll(() => keys.length).toBe(attempt);
  }
  await page.clock.runFor(30_000);
  await expect(page.getByRole('alert')).toHaveText('The server did not answer in time. What you entered is kept; please try again.');
  expect(new Set(keys).size).toBe(1);
  expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
  await expect(page.getByLabel('Password')).toHaveValue('a long enough password');
});
