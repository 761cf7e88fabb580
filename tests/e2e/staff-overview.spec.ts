import { expect, test } from '@playwright/test';
import { expectAccessible } from './fixtures';
import { activeMember } from './real-member';
import { addStaffByCommand, setUpInBrowser } from './staff-account';

/**
 * The console's start page (issue 35 point 7): the queues first, then the last 30 days as charts,
 * loaded with their library only then; each chart says its figures in words, and the numbers are in
 * a table. Revenue only for a role that may see money. On a tablet.
 */
test.use({ viewport: { width: 820, height: 1180 } });

test('the start page shows the queues, then the last 30 days per day; revenue only to those who may see money', async ({ page, browser }) => {
  test.slow();
  const member = await (async () => {
    const context = await browser.newContext();
    const signedUp = await activeMember(await context.newPage(), { name: 'Zaehlbar' });
    await context.close();
    return signedUp;
  })();
  expect(member.id).toBeGreaterThan(0);

  const scripts: string[] = [];
  page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname)));
  await setUpInBrowser(page, addStaffByCommand(`e2e-overview-${Date.now()}@example.org`, 'moderator'));
  await expect(page.getByRole('link', { name: /photos waiting/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'The last 30 days' })).toBeVisible();
  const charts = page.locator('figure.chart');
  await expect(charts).toHaveCount(5);
  await expect(page.getByRole('img', { name: /^Signups per day: today [1-9]\d*, the highest/ })).toBeVisible();
  await expect(page.getByText(/^Revenue/)).toHaveCount(0);
  expect(scripts.some((path) => /\/staff\/assets\/overview-.*\.js$/.test(path))).toBe(true);
  await page.getByText('Every number, per day (UTC)').click();
  await expect(page.getByRole('row').last()).toContainText(new Date().toISOString().slice(0, 10));
  await expectAccessible(page);
});
