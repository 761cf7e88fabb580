import { expect, test } from '@playwright/test';
import { activeMember } from './real-member';
import { unsubscribeTokenFor } from './unsubscribe-link';

/** The notification pages name themselves in the tab and the history, as every other page does, not just "Amora". */

test('the notification settings and the unsubscribe page have titles of their own', async ({ page }) => {
  const member = await activeMember(page, { name: 'Tess' });
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Notifications · Amora');

  const token = await unsubscribeTokenFor(member.id, 'weekly_update');
  await page.goto(`/unsubscribe?t=${encodeURIComponent(token)}`);
  await expect(page.getByRole('heading', { name: 'Unsubscribe', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Unsubscribe · Amora');
});
