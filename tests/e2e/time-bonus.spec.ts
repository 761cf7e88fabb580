import { expect, test } from '@playwright/test';
import { expectHeading } from './fixtures';
import { activeMember } from './real-member';

/**
 * The time-bonus modal (docs/product/states.md#time-bonus-modal): 40 s after entering the members area, for a member with 0 credits
 * who never closed it. Its 40 s count from the moment the member is there, not from when the offers'
 * code has loaded; and the welcome modal of another visit does not hold it back.
 */

// The offers' code is held back below as a busy phone delays it; no service worker answers for the network.
test.use({ serviceWorkers: 'block' });

test('comes 40 s after opening /members in a new page load, after the welcome modal was left open', async ({ page }) => {
  await page.clock.install();
  await activeMember(page, { name: 'Later', offers: true });
  await expect(page.getByRole('dialog', { name: 'Your welcome bonus' })).toBeVisible();

  // The offers' code arrives only after the 40 s (a phone busy with the first screen).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/offer-slot-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/members');
  await expectHeading(page, 'Search members');
  const modal = page.getByRole('dialog', { name: 'Your time bonus is running' });
  await page.clock.runFor(40_500);
  release();
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('TIMEBONUS25');
});

test('does not come before its 40 s', async ({ page }) => {
  await page.clock.install();
  await activeMember(page, { name: 'Early', offers: true });
  await page.goto('/members');
  await expectHeading(page, 'Search members');
  const modal = page.getByRole('dialog', { name: 'Your time bonus is running' });
  await page.clock.runFor(39_000);
  await expect(modal).toBeHidden();
  await page.clock.runFor(1_500);
  await expect(modal).toBeVisible();
});

test('waits for the member to be in the members area, and not in the visit whose welcome modal was closed', async ({ page }) => {
  await page.clock.install();
  await activeMember(page, { name: 'Closer', offers: true });
  const welcome = page.getByRole('dialog', { name: 'Your welcome bonus' });
  await welcome.getByRole('button', { name: 'Close' }).click();
  await expect(welcome).toBeHidden();
  const modal = page.getByRole('dialog', { name: 'Your time bonus is running' });
  // Outside the members area nothing counts.
  await page.clock.runFor(45_000);
  await expect(modal).toBeHidden();
  // In the same visit, the members area does not bring it either: the welcome modal was just closed.
  await page.getByRole('link', { name: 'Search', exact: true }).click();
  await expectHeading(page, 'Search members');
  await page.clock.runFor(45_000);
  await expect(modal).toBeHidden();
  // A later visit does.
  await page.reload();
  await expectHeading(page, 'Search members');
  await page.clock.runFor(40_500);
  await expect(modal).toBeVisible();
});

test('closed, it does not come again in a later visit', async ({ page }) => {
  await page.clock.install();
  await activeMember(page, { name: 'Once', offers: true });
  await page.goto('/members');
  await expectHeading(page, 'Search members');
  const modal = page.getByRole('dialog', { name: 'Your time bonus is running' });
  await page.clock.runFor(40_500);
  await expect(modal).toContainText('TIMEBONUS25');
  await expect(modal.locator('time')).toHaveText(/^03:5\d:\d\d$/);
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();
  await page.reload();
  await expectHeading(page, 'Search members');
  await page.clock.runFor(45_000);
  await expect(modal).toBeHidden();
});
