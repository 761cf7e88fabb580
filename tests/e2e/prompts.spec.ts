import { expect, test } from '@playwright/test';
import { expectAccessible, expectHeading } from './fixtures';
import { activeMember, PASSWORD, unique } from './real-member';
import { E2E_ORIGIN } from './server';

/**
 * The Default layout's prompts on a 360 × 640 phone (common/rules/prompt-queue.ts): one at a time,
 * the most useful first, each closed as long as docs/product/screens.md#banners keeps it closed; the discount bar of the
 * members area beside them; and the page itself starting in the upper half of the first screen.
 */

test.use({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });

test('a new member is asked for a photo first; closed, it stays away and the push prompt follows', async ({ page }) => {
  // Eight page loads on a phone's emulation: more than the default time on a busy machine.
  test.slow();
  await activeMember(page, { name: 'Queue', prompts: true });
  // Not a test about the push prompt alone: the photo prompt is due too.
  await page.evaluate(() => {
    const { addPhotos: _, ...alerts } = JSON.parse(localStorage.getItem('amora.alerts') ?? '{}') as Record<string, string>;
    localStorage.setItem('amora.alerts', JSON.stringify(alerts));
  });
  await page.goto('/members');
  await expectHeading(page, 'Search members');
  const photos = page.getByRole('complementary', { name: 'Add photos' });
  const push = page.getByTestId('push-prompt');
  await expect(photos).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Discount' })).toBeVisible();
  await expect(push).toHaveCount(0);
  await expectAccessible(page);

  await photos.getByRole('button', { name: 'Close' }).click();
  await expect(photos).toHaveCount(0);
  await expect(push).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('amora.alerts') ?? '{}') as { addPhotos?: string });
  expect(Date.now() - Date.parse(stored.addPhotos!)).toBeLessThan(60_000);

  // Closed for this browser: not after a reload either.
  await page.reload();
  await expectHeading(page, 'Search members');
  await expect(push).toBeVisible();
  await expect(photos).toHaveCount(0);
  // It waits off the swipe game, whose Like and Pass sit at the foot of the screen where it floats.
  await page.goto('/swipe-game');
  await expect(page.locator('.swipe-like')).toBeVisible();
  await expect(push).toHaveCount(0);
  await page.goBack();
  await expect(push).toBeVisible();
  // Nor over the steps of completing the profile.
  await page.goto('/complete-signup');
  await expect(page.getByRole('button', { name: 'Skip this step' })).toBeVisible();
  await expect(push).toHaveCount(0);
  await page.goto('/members');
  await expect(push).toBeVisible();
  // Elsewhere the page has room below it: its foot can be scrolled out from under the prompt.
  const room = await page.evaluate(() => Number.parseFloat(getComputedStyle(document.querySelector('.layout')!).paddingBottom));
  expect(room).toBeGreaterThanOrEqual((await push.boundingBox())!.height);
  await push.getByRole('button', { name: 'Not now' }).click();
  await expect(push).toHaveCount(0);
});

for (const [locale, heading] of [['en', 'Search members'], ['de', 'Mitglieder suchen']] as const) {
  test(`the page starts in the upper half of a phone's first screen, below one prompt and the offer (${locale})`, async ({ page, context }) => {
    await activeMember(page, { name: 'First', offers: true });
    await context.addCookies([{ name: 'i18n_redirected', value: locale, url: E2E_ORIGIN }]);
    await page.goto('/members');
    await expectHeading(page, heading);
    const top = (await page.getByRole('heading', { level: 1 }).boundingBox())!.y;
    expect(top).toBeLessThan(320);
    // The top menu is one row of tabs.
    const rows = new Set(await page.locator('.top-nav .nav-links a').evaluateAll((links) => links.map((link) => link.getBoundingClientRect().top)));
    expect(rows.size).toBe(1);
  });
}

test('an unconfirmed member is reminded to confirm first, before any other prompt', async ({ page }) => {
  await page.goto('/pages/faq');
  const status = await page.evaluate(async (body) => (await fetch('/api/signup.php', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
  })).status, {
    email: `unconfirmed-${unique()}@example.org`, password: PASSWORD, name: 'Unconfirmed', date_of_birth: '1990-05-04',
    gender: 'female', seeking: 'male', language: 'en', country: 'NL',
  });
  expect(status).toBe(201);
  await page.goto('/swipe-game');
  await expectHeading(page, 'Swipe game');
  await expect(page.getByRole('complementary', { name: 'Activation reminder' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Add photos' })).toHaveCount(0);
});
