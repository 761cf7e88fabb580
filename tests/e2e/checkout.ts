import { expect, type Page } from '@playwright/test';
import { expectHeading } from './fixtures';

/** From /credits: the package of 500 credits (p2, /credits/3) opened, its checkout on screen. */
export async function choosePackage(page: Page): Promise<void> {
  await page.goto('/credits');
  await expectHeading(page, 'Buy credits');
  await page.locator('[data-package="p2"]').getByRole('link', { name: 'Choose' }).click();
  await expectHeading(page, 'Payment');
}

/** On a checkout form: paid at the sandbox provider's checkout by `method`, ended with `outcome`, back on the payment's page. */
export async function payAtCheckout(page: Page, method: string, outcome: string, options: { failLater?: boolean } = {}): Promise<void> {
  await page.getByRole('radio', { name: method, exact: true }).check();
  await page.getByRole('button', { name: new RegExp(`^Pay .* with ${method}$`) }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/tr_sbx/);
  await expect(page.getByRole('heading', { name: 'Test payment' })).toBeVisible();
  if (options.failLater) await page.getByLabel('Let later charges of this saved method fail').check();
  await page.getByRole('button', { name: outcome, exact: true }).click();
  await expect(page).toHaveURL(/\/credits\/3\/[a-z]+\?payment=\d+/);
}
