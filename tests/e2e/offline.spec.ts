import { expect, test } from '@playwright/test';
import { expectHeading } from './fixtures';

test('service worker version 2 controls the page, and the app works offline', async ({ page, context }) => {
  await page.goto('/');
  await expectHeading(page, 'Meet singles near you');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  const version = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data);
        navigator.serviceWorker.controller!.postMessage({ type: 'GET_VERSION' }, [channel.port2]);
      }),
  );
  expect(version).toBe(2);

  await context.setOffline(true);
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expectHeading(page, 'Meet singles near you');
  await expect(page.getByRole('navigation', { name: 'Footer' })).toBeVisible();

  const members = await page.goto('/members');
  expect(members?.fromServiceWorker()).toBe(true);
  await expectHeading(page, 'Search members');
  await context.setOffline(false);
});
