import { expect, test, type Page } from '@playwright/test';
import { changeBootState } from './boot-state';
import { expectHeading } from './fixtures';
import { PASSWORD, unique } from './real-member';
import { E2E_ORIGIN } from './server';

/**
 * A count is worded in the plural form of the member's language: Polish has four (one, few, many,
 * other), so "1 dnia" and "14 dni", "0 z 3 zdjęć", where one fixed form would be wrong for some.
 */

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'i18n_redirected', value: 'pl', url: E2E_ORIGIN }]);
});

/** The settings with another number of refund days. */
async function refundDays(page: Page, days: number): Promise<void> {
  await changeBootState(page, (state) => {
    state.settings.refund_days = days;
  });
}

test('the return policy words the refund days of the settings in Polish', async ({ page }) => {
  await page.goto('/pages/return-policy');
  await expectHeading(page, 'Zasady zwrotów');
  // The default of 14 days: "many".
  await expect(page.getByText('Możesz odstąpić od umowy zakupu kredytów w ciągu 14 dni od ich zakupu, bez podawania przyczyny.', { exact: true })).toBeVisible();
});

// One fixed form gave "1 dni"; Polish says "1 dnia" (one) and "3 dni" (few).
for (const [days, words] of [[1, '1 dnia'], [3, '3 dni']] as const) {
  test(`the return policy words refund_days=${days} as "${words}"`, async ({ page }) => {
    await refundDays(page, days);
    await page.goto('/pages/return-policy');
    await expectHeading(page, 'Zasady zwrotów');
    await expect(page.getByText(`Możesz odstąpić od umowy zakupu kredytów w ciągu ${words} od ich zakupu, bez podawania przyczyny.`, { exact: true })).toBeVisible();
  });
}

test('a new member sees how many of the allowed photos they have, in Polish', async ({ page }) => {
  await page.goto('/pages/faq');
  const status = await page.evaluate(async (body) => {
    return (await fetch('/api/signup.php', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status;
  }, {
    email: `plural-${unique()}@example.org`, password: PASSWORD, name: 'Ola', date_of_birth: '1991-03-04',
    gender: 'female', seeking: 'male', language: 'pl',
  });
  expect(status).toBe(201);

  await page.goto('/profile');
  // 3 photos allowed (few): after "z" the count takes the genitive, "z 1 zdjęcia" but "z 3 zdjęć".
  await expect(page.getByText('0 z 3 zdjęć.')).toBeVisible();
});
