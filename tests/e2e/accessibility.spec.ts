import { expect, test } from '@playwright/test';
import { expectAccessible, expectHeading } from './fixtures';

for (const [url, heading] of [
  ['/members', 'Search members'], ['/members/7/landing', /^Meet /], ['/login', 'Log in'],
  ['/pages/service', 'Customer service'], ['/lang-config', 'Language'], ['/0123456789abcdef0123456789abcdef', 'You are invited'],
] as const) {
  test(`${url} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(url);
    await expectHeading(page, heading);
    await expectAccessible(page);
  });
}

test('the language menu works by keyboard alone', async ({ page }) => {
  await page.goto('/');
  await expectHeading(page, 'Meet singles near you');
  const menu = page.getByRole('button', { name: /^Language: / });
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const dutch = page.getByRole('button', { name: 'Nederlands' });
  await expect(dutch).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();

  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dutch).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
});

test('the skip link jumps to the content', async ({ page }) => {
  await page.goto('/');
  await expectHeading(page, 'Meet singles near you');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});
