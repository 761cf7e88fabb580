import { expect, test } from '@playwright/test';
import { changeBootState } from './boot-state';
import { expectHeading } from './fixtures';
import { logIn, member } from './member';
import { E2E_ORIGIN } from './server';

test('switching to Dutch shows Dutch text and saves the choice in the cookie', async ({ page, context }) => {
  await page.goto('/');
  await expectHeading(page, 'Meet singles near you');
  await page.getByRole('button', { name: /^Language: / }).click();
  await page.getByRole('button', { name: 'Nederlands' }).click();

  await expectHeading(page, 'Ontmoet singles bij jou in de buurt');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie).toMatchObject({ value: 'nl', path: '/', sameSite: 'Lax' });
  const days = (cookie!.expires - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);

  // The choice survives a reload.
  await page.reload();
  await expectHeading(page, 'Ontmoet singles bij jou in de buurt');
});

test('the cookie i18n_redirected=pl gives Polish on load', async ({ page, context }) => {
  await context.addCookies([{ name: 'i18n_redirected', value: 'pl', url: E2E_ORIGIN }]);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.locator('.top-nav').getByRole('link', { name: 'Zaloguj się' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Meet singles near you');
});

test.describe('without a cookie', () => {
  test.use({ locale: 'de-AT' });

  test('the browser language decides', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });
});

test.describe('with a browser language we do not speak', () => {
  test.use({ locale: 'ja-JP' });

  test('the domain language of the settings decides', async ({ page }) => {
    await page.goto('/?domain=amora.example.fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('and English is the last resort', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test('the language menu offers the languages of the visitor\'s country', async ({ page }) => {
  await changeBootState(page, (state) => {
    state.settings.geoip_selected_country = 'CH';
  });
  await page.goto('/');
  await page.getByRole('button', { name: /^Language: / }).click();
  const options = page.locator('.menu-list button');
  await expect(options).toHaveText(['Deutsch', 'italiano', 'français', 'English']);
});

test('/lang-config offers the languages by country and saves the choice in the cookie and, for a member, on the account', async ({ page, context }) => {
  await page.goto('/lang-config');
  await expectHeading(page, 'Language');
  // The visitor's country (NL on the test server) first.
  await expect(page.getByLabel('Country')).toHaveValue('NL');
  await expect(page.getByRole('list', { name: 'Languages of Netherlands' }).getByRole('button')).toHaveText(['Nederlands']);
  await page.getByLabel('Country').selectOption('BE');
  await expect(page.getByRole('list', { name: 'Languages of Belgium' }).getByRole('button')).toHaveText(['Nederlands', 'français', 'Deutsch']);
  await expect(page.getByRole('list', { name: 'Other languages' }).getByRole('button')).toHaveCount(4);
  await page.getByRole('button', { name: 'français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('button', { name: 'français' })).toHaveAttribute('aria-pressed', 'true');
  expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('fr');

  // A member's choice goes to the account too.
  await logIn(page, member());
  const saved = page.waitForRequest((request) => request.url().endsWith('/api/user.php') && request.method() === 'PUT');
  await page.goto('/lang-config');
  await page.getByRole('button', { name: 'italiano' }).click();
  expect((await saved).postDataJSON()).toEqual({ language: 'it' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
});
