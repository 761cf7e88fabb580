import { expect, test } from '@playwright/test';
import { choosePackage, payAtCheckout } from './checkout';
import { expectAccessible, expectHeading } from './fixtures';
import { activeMember } from './real-member';
import { E2E_ORIGIN } from './server';
import { addStaffByCommand, setUpInBrowser } from './staff-account';

/**
 * The money desk in a browser (issue 35 point 5): support looks a member up by address, refunds their
 * sandbox payment in part and corrects their credits; the member, on a phone in German, sees the refund and
 * the correction with its reason in their transactions. Then a discount code made and ended.
 */

test('support refunds a payment and corrects credits; the member reads both in their transactions', async ({ page, browser }) => {
  test.slow();
  await page.setViewportSize({ width: 360, height: 740 });
  const member = await activeMember(page, { name: 'Erstattung' });
  await choosePackage(page);
  await payAtCheckout(page, 'iDEAL', 'Pay');
  await expect(page.getByText('Thank you! Your payment is complete.')).toBeVisible();

  const desk = await (await browser.newContext({ viewport: { width: 1024, height: 768 } })).newPage();
  await setUpInBrowser(desk, addStaffByCommand(`e2e-support-${Date.now()}@example.org`, 'support'));
  await desk.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Money' }).click();
  await expectHeading(desk, 'Money');
  await desk.getByLabel('Member id or e-mail address').fill(member.email);
  await desk.getByRole('button', { name: 'Look up' }).click();
  await expect(desk).toHaveURL(/\/staff\/money\?member=/);
  await expect(desk.getByRole('heading', { level: 2, name: `Erstattung (member ${member.id})` })).toBeVisible();
  const payment = desk.getByRole('row', { name: /€33\.74/ });
  await expect(payment).toContainText('paid');
  await expect(payment).toContainText('500');
  await expectAccessible(desk);

  await payment.getByRole('button', { name: 'Refund' }).click();
  const refund = desk.getByRole('form', { name: /^Refund payment/ });
  await expect(refund.getByLabel(/^Amount/)).toHaveValue('33.74');
  // Part of it: the member is told how much.
  await refund.getByLabel(/^Amount/).fill('10.00');
  await refund.getByLabel('Why (for the audit log)').fill('Withdrawal within the return window, by mail.');
  await refund.getByRole('button', { name: 'Refund through sandbox' }).click();
  await expect(desk.getByRole('status')).toHaveText(/^Refunded €10\.00 of payment \d+; 148 credits taken back\.$/);
  await expect(payment).toContainText('refunded');

  const correction = desk.getByRole('form', { name: 'Correct credits' });
  await correction.getByLabel(/^Credits to give/).fill('10');
  await correction.getByLabel(/^Reason the member reads/).fill('Sorry for the trouble with your payment: 10 credits from us.');
  await correction.getByRole('button', { name: 'Correct' }).click();
  await expect(desk.getByRole('status')).toHaveText('Credits corrected by 10: the balance is 362.');
  await expect(desk.getByRole('row', { name: /correction by staff/ })).toContainText('Sorry for the trouble with your payment: 10 credits from us.');

  // The member, in German on a phone.
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'de', url: E2E_ORIGIN }]);
  await page.goto('/transactions');
  await expect(page.locator('.transaction-refunded')).toContainText(/Teilweise erstattet: 10,00\s€ von 33,74\s€/);
  const spent = page.locator('.transaction', { hasText: 'Korrektur durch unser Support-Team' });
  await expect(spent).toContainText('+10');
  await expect(spent).toContainText('Sorry for the trouble with your payment: 10 credits from us.');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
});

test('support makes a discount code and ends it', async ({ page }) => {
  test.slow();
  await setUpInBrowser(page, addStaffByCommand(`e2e-codes-${Date.now()}@example.org`, 'support'));
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Discount codes' }).click();
  await expectHeading(page, 'Discount codes');
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  const form = page.getByRole('form', { name: 'New discount code' });
  await form.getByLabel(/^Code/).fill(code);
  await form.getByLabel('Percentage off').fill('15');
  await form.getByText('Only for some orders').click();
  await form.getByLabel('Country').selectOption('NL');
  await form.getByRole('button', { name: 'Make the code' }).click();
  await expect(page.getByRole('status')).toHaveText(`${code} is active: 15 % off.`);
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('in NL; once per member');
  await expectAccessible(page);

  page.once('dialog', (dialog) => void dialog.accept());
  await row.getByRole('button', { name: `End ${code}` }).click();
  await expect(page.getByRole('status')).toHaveText(`${code} has ended.`);
  await page.getByRole('group', { name: 'Codes' }).getByRole('button', { name: 'Ended' }).click();
  await expect(page.getByRole('row', { name: new RegExp(code) })).toBeVisible();
});
