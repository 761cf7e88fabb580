import { expect, test } from '@playwright/test';
import { expectHeading } from './fixtures';
import { logIn, member, storeCounts } from './member';

/**
 * The poller writes Dexie from its worker; the page follows through a live query. Another page of
 * the same origin writing the same database stands in for the worker here.
 */
test('unread messages and new likes prefix the page title', async ({ page }) => {
  await logIn(page, member());
  await page.goto('/');
  await expectHeading(page, 'Meet singles near you');
  await expect(page).toHaveTitle('Meet singles near you · Amora');
  await storeCounts(page, 2, 1);
  await expect(page).toHaveTitle('(3) Meet singles near you · Amora');
});
