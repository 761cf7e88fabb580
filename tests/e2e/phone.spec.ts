import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

for (const url of ['/', '/members', '/members/12', '/chats/3', '/landers/adultonly', '/pages/service', '/nope']) {
  test(`${url} fits a phone screen without horizontal scrolling`, async ({ page }) => {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
