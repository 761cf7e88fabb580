import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { choosePackage, payAtCheckout } from './checkout';
import { expectAccessible, expectHeading } from './fixtures';
import { activeMember } from './real-member';
import { E2E_DATA_DIR, E2E_ORIGIN } from './server';

/**
 * Buying credits as a member does it: the packages, the sandbox provider's checkout and the way back,
 * a failure and a retry with another method, a repeat order with a saved card, direct debit with the
 * texted code, the transactions, and the offers (banner and welcome modal; the time-bonus modal in time-bonus.spec.ts).
 */

const SMS_DIR = path.join(E2E_DATA_DIR, 'sms');

test.describe('buying credits', () => {
  for (const [viewport, size] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]] as const) {
    test(`through the sandbox checkout, with credits and premium at once (${viewport})`, async ({ page }) => {
      await page.setViewportSize(size);
      await activeMember(page, { name: 'Buyer' });
      await page.goto('/members');
      await expect(page.getByRole('link', { name: 'Get premium' })).toBeVisible();
      await choosePackage(page);
      // A new member's time bonus takes 25 % off: 44.99 € for 33.74 €.
      await expect(page.locator('.checkout-price')).toContainText('€33.74');
      await expect(page.locator('.checkout-price del')).toContainText('€44.99');
      // Nothing wider than the screen (a phone scrolls only down).
      await expect(page.locator('html')).toHaveJSProperty('scrollWidth', size.width);
      await payAtCheckout(page, 'iDEAL', 'Pay');
      await expect(page.getByText('Thank you! Your payment is complete.')).toBeVisible();
      await expect(page.getByText('500 credits have been added to your account.')).toBeVisible();
      // The navigation shows a premium member at once: credits and the repeat order, no get-premium link.
      await expect(page.getByRole('link', { name: 'Repeat order' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Get premium' })).toHaveCount(0);
      await expectAccessible(page);
    });
  }

  test('that fails offers another method, which then pays', async ({ page }) => {
    await activeMember(page, { name: 'Retry' });
    await choosePackage(page);
    // Paying before choosing asks how; the choice answers it.
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('alert')).toHaveText('Choose how you want to pay.');
    await page.getByRole('radio', { name: 'iDEAL', exact: true }).check();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await payAtCheckout(page, 'iDEAL', 'Let it fail');
    await expect(page.getByRole('alert')).toHaveText('Payment failed or has been cancelled.');
    await expect(page.getByRole('group', { name: 'Try again with another method' })).toBeVisible();
    await payAtCheckout(page, 'PayPal', 'Pay');
    await expect(page.getByText('500 credits have been added to your account.')).toBeVisible();
  });

  test('with a saved card again, and a stored card that fails offers a retry or PayPal', async ({ page }) => {
    await activeMember(page, { name: 'Repeat' });
    await choosePackage(page);
    await payAtCheckout(page, 'Visa', 'Pay', { failLater: true });
    await expect(page.getByText('500 credits have been added to your account.')).toBeVisible();
    await page.getByRole('link', { name: 'Repeat order' }).click();
    await expectHeading(page, 'Repeat order');
    await expect(page.getByRole('radio', { name: 'Visa •••• 4242' })).toBeChecked();
    await page.getByRole('button', { name: /^Buy 500 credits with Visa/ }).click();
    await expect(page.getByRole('alert')).toContainText('Credit card payment failed');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await page.getByRole('link', { name: 'Pay with PayPal' }).click();
    await expect(page).toHaveURL(/\/credits\/3\/paypal$/);
    await expect(page.getByRole('radio', { name: 'PayPal', exact: true })).toBeChecked();
  });

  test('back from the provider\'s page, the member is told where the discount is, and continues that payment', async ({ page }) => {
    await activeMember(page, { name: 'Back' });
    await choosePackage(page);
    await page.getByRole('radio', { name: 'iDEAL', exact: true }).check();
    await page.getByRole('button', { name: /^Pay €33.74 with iDEAL$/ }).click();
    await expect(page.getByRole('heading', { name: 'Test payment' })).toBeVisible();
    const checkoutUrl = page.url();
    await page.goBack();
    await expectHeading(page, 'Payment');
    const held = page.getByRole('status').filter({ hasText: 'Your 25% discount is waiting in the payment you started for €33.74.' });
    await expect(held).toBeVisible();
    await page.goto('/credits');
    await expect(held).toBeVisible();
    await held.getByRole('link', { name: 'Continue that payment' }).click();
    await expect(page).toHaveURL(checkoutUrl);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByText('500 credits have been added to your account.')).toBeVisible();
  });

  test('again after a bank transfer, which saves nothing: a method is chosen on the repeat-order page, and a card is then saved', async ({ page }) => {
    await activeMember(page, { name: 'Again' });
    await choosePackage(page);
    await payAtCheckout(page, 'Bank transfer', 'Pay');
    await expect(page.getByText('500 credits have been added to your account.')).toBeVisible();
    await page.getByRole('link', { name: 'Repeat order' }).click();
    await expectHeading(page, 'Repeat order');
    await expect(page.getByText('You have no saved payment method yet.', { exact: false })).toBeVisible();
    // The last package, and the methods to pay it with; a premium member is not told how to become one.
    await expect(page.getByLabel('Package')).toHaveValue('p2');
    await expect(page.getByText('Your first purchase makes you a premium member for life.')).toHaveCount(0);
    await payAtCheckout(page, 'Visa', 'Pay');
    await expect(page.getByText('500 credits have been added to your account.')).toBeVisible();
    await page.getByRole('link', { name: 'Repeat order' }).click();
    await expect(page.getByRole('radio', { name: 'Visa •••• 4242' })).toBeChecked();
    await expectAccessible(page);
  });

  test('again after an iDEAL payment: the account it came from is saved as a direct debit, charged at once', async ({ page }) => {
    await activeMember(page, { name: 'Ideal' });
    await choosePackage(page);
    await payAtCheckout(page, 'iDEAL', 'Pay');
    await expect(page.getByText('500 credits have been added to your account.')).toBeVisible();
    await page.getByRole('link', { name: 'Repeat order' }).click();
    await expectHeading(page, 'Repeat order');
    await expect(page.getByRole('radio', { name: 'SEPA direct debit NL•• 4300' })).toBeChecked();
    await page.getByRole('button', { name: /^Buy 500 credits with SEPA direct debit NL•• 4300$/ }).click();
    await expect(page.getByText('500 credits have been added to your account.')).toBeVisible();
  });

  test('shows the transactions and one transaction’s detail', async ({ page }) => {
    await activeMember(page, { name: 'Ledger' });
    await choosePackage(page);
    await payAtCheckout(page, 'iDEAL', 'Pay');
    await expect(page.getByText('Thank you! Your payment is complete.')).toBeVisible();
    await page.goto('/transactions');
    await expectHeading(page, 'Transactions');
    const row = page.locator('.transaction-paid');
    await expect(row).toContainText('500 credits');
    await expect(row).toContainText('iDEAL');
    await expect(row).toContainText('Completed');
    await row.getByRole('link').click();
    await expectHeading(page, 'Transaction');
    await expect(page.locator('.payment-facts')).toContainText('€33.74');
    await expect(page.locator('.payment-facts')).toContainText('TIMEBONUS25');
    await expectAccessible(page);
  });

  test('by direct debit, confirmed by the texted code', async ({ page }) => {
    await activeMember(page, { name: 'Debit' });
    await page.goto('/directdebit?package=p0');
    await expectHeading(page, 'Direct debit');
    await page.getByLabel('Account holder').fill('Debit Tester');
    await page.getByLabel('IBAN').fill('NL91 ABNA 0417 1643 00');
    await page.getByLabel('Mobile number').fill('06 1234 5678');
    await page.getByRole('button', { name: 'Send the code by SMS' }).click();
    await expect(page.getByText(/We sent a code by SMS to \+31 6•+678\./)).toBeVisible();
    const code = await newestCode('+31612345678');
    await page.getByLabel('Code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Confirm the direct debit' }).click();
    await expect(page.getByRole('alert')).toHaveText('Code invalid');
    await page.getByLabel('Code').fill(code);
    await page.getByRole('button', { name: 'Confirm the direct debit' }).click();
    await expect(page.getByText('Your direct debit is set up.')).toBeVisible();
    await expect(page.getByText('85 credits have been added to your account.')).toBeVisible();
  });

  test('by direct debit on a phone: once the code is sent, its field has the focus, on screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await activeMember(page, { name: 'Thumb' });
    await page.goto('/directdebit?package=p0');
    await page.getByLabel('Account holder').fill('Thumb Tester');
    await page.getByLabel('IBAN').fill('NL91 ABNA 0417 1643 00');
    await page.getByLabel('Mobile number').fill('06 1234 5678');
    // The button is at the form's foot: the page scrolls down to it.
    await page.getByRole('button', { name: 'Send the code by SMS' }).click();
    const code = page.getByLabel('Code');
    await expect(code).toBeFocused();
    await expect(code).toBeInViewport({ ratio: 1 });
    await expect(page.getByText(/We sent a code by SMS to/)).toBeInViewport();
  });

  test('refuses a wrong IBAN in the form, saying so in the member’s language', async ({ page }) => {
    await activeMember(page, { name: 'Iban' });
    await page.context().addCookies([{ name: 'i18n_redirected', value: 'de', url: E2E_ORIGIN }]);
    await page.goto('/directdebit');
    await page.getByLabel('Kontoinhaber').fill('Iban Tester');
    await page.getByLabel('IBAN').fill('NL00 1234');
    await page.getByLabel('Handynummer').fill('06 1234 5678');
    await page.getByRole('button', { name: /SMS/ }).click();
    await expect(page.locator('#dd-iban-problem')).toHaveText('Diese IBAN ist ungültig. Prüfe sie und versuche es erneut.');
  });
});

/** The newest code texted to a number (the server writes each SMS to a folder). */
async function newestCode(to: string): Promise<string> {
  let code = '';
  await expect.poll(async () => {
    const names = (await fs.readdir(SMS_DIR).catch(() => [])).sort();
    for (const name of names.reverse()) {
      const text = await fs.readFile(path.join(SMS_DIR, name), 'utf8');
      if (text.startsWith(`To: ${to}\n`)) return (code = /\b\d{6}\b/.exec(text)![0]);
    }
    return '';
  }).not.toBe('');
  return code;
}

test.describe('the offers of a new member', () => {
  test('the welcome modal after activation, and the banner counting down in the members area', async ({ page }) => {
    await page.clock.install();
    await activeMember(page, { name: 'Welcome', offers: true });
    const modal = page.getByRole('dialog', { name: 'Your welcome bonus' });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('25%');
    await expect(modal).toContainText('welcome bonus');
    await expect(modal).toContainText('Act fast: members who buy within 4 hours get the most out of it.');
    await expect(modal).toContainText('You receive your credits instantly after payment.');
    // The offer is named as the banner names it: a share off, not "more for your money".
    await expect(modal.getByRole('link', { name: 'Get 25% off your first purchase' })).toBeVisible();
    const countdown = modal.getByRole('link', { name: /^Offer valid for 03:5\d:\d\d$/ });
    await expect(countdown).toBeVisible();
    await countdown.click();
    await expectHeading(page, 'Buy credits');
    await expect(modal).toBeHidden();
    // The offer and its end, with no separator left at the start of a line where they wrap.
    await expect(page.locator('.discount-note')).toHaveText(/^25% off your purchase Offer ends in 03:5\d:\d\d$/);

    await page.goto('/members');
    const banner = page.getByRole('complementary', { name: 'Discount' });
    await expect(banner).toContainText('25% off your first purchase');
    const before = await banner.locator('time').textContent();
    expect(before).toMatch(/^03:5\d:\d\d$/);
    await page.clock.runFor(2000);
    await expect(banner.locator('time')).not.toHaveText(before!);
    await expect(banner.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
  });
});

test('the pricing page speaks the visitor’s language', async ({ page }) => {
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'de', url: E2E_ORIGIN }]);
  await page.goto('/pricing');
  await expectHeading(page, 'Preise');
  await expect(page.locator('[data-package="p2"]')).toContainText('500 Credits');
  await expectAccessible(page);
});
