import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectHeading } from './fixtures';
import { linkIn, newestMail } from './mail';

const PASSWORD = 'a quiet house by the sea';
const unique = () => `${Date.now()}-${Math.round(Math.random() * 1e6)}`;

/** A new member through the API, logged in in this page's browser context. */
async function signedUp(page: Page, email: string): Promise<void> {
  await page.goto('/pages/faq');
  const status = await page.evaluate(async ({ email, password }) => {
    const body = { email, password, name: 'Mara', date_of_birth: '1988-02-03', gender: 'female', seeking: 'both', language: 'en' };
    return (await fetch('/api/signup.php', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status;
  }, { email, password: PASSWORD });
  expect(status).toBe(201);
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('a forgotten password is reset through the mailed link', async ({ page }) => {
  // A signup, a mail read, a reset and a login with the new password.
  test.slow();
  const email = `reset-${unique()}@example.org`;
  await signedUp(page, email);
  await page.context().clearCookies();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expectHeading(page, 'Forgot your password?');
  await page.getByLabel('E-mail address').fill(`nobody-${unique()}@example.org`);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('alert')).toHaveText('E-mail address not found');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText(email);

  await page.goto(linkIn(await newestMail(email, 2)));
  await expectHeading(page, 'Set a new password');
  await expectAccessible(page);
  await page.getByLabel('New password', { exact: true }).fill('a brand new passphrase');
  await page.getByLabel('Repeat the new password').fill('a different passphrase');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('The entered passwords are not the same.')).toBeVisible();
  await page.getByLabel('Repeat the new password').fill('a brand new passphrase');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Your new password is saved. Log in with it.')).toBeVisible();

  await logIn(page, email, 'a brand new passphrase');
  await expect(page).toHaveURL('/members');
});

test('a member deletes the account, sees the pending-deletion message at login, and reactivates it', async ({ page }) => {
  const email = `leave-${unique()}@example.org`;
  await signedUp(page, email);
  await page.goto('/profile');
  await page.locator('summary').filter({ hasText: 'Delete my account' }).click();
  await page.getByLabel('Your password').last().fill(PASSWORD);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL('/account-deleted');
  await expectHeading(page, 'Your account has been deleted');

  await logIn(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toContainText('Your account will be deleted on');
  await page.getByRole('button', { name: 'Reactivate my account' }).click();
  await expect(page).toHaveURL('/members');
});

test('a member turns invisible mode on and asks for an e-mail change confirmed from the new address', async ({ page }) => {
  const email = `move-${unique()}@example.org`;
  const next = `moved-${unique()}@example.org`;
  await signedUp(page, email);
  // The photo list the page asks for on load answers with the member as they were. Held back until the
  // switch is flipped, it lands after the change and must not flip the switch back.
  let deliver!: () => void;
  const held = new Promise<void>((resolve) => { deliver = resolve; });
  await page.route('**/api/photos.php', async (route) => {
    const response = await route.fetch();
    await held;
    await route.fulfill({ response });
  });
  await page.goto('/profile');
  await page.getByRole('switch', { name: 'Invisible mode' }).check();
  const photos = page.waitForResponse('**/api/photos.php');
  deliver();
  await photos;
  // The list and the member it carried are applied together: once the limit shows, the member was weighed.
  // Read once, not retried: the next poll would put the switch right again and hide the flip.
  await expect(page.getByText('0 of 3 photos.')).toBeVisible();
  expect(await page.getByRole('switch', { name: 'Invisible mode' }).isChecked()).toBe(true);
  await page.unrouteAll();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Invisible mode' })).toBeChecked();

  await page.getByLabel('New e-mail address').fill(next);
  await page.getByLabel('Your password').first().fill(PASSWORD);
  await page.getByRole('button', { name: 'Change e-mail address' }).click();
  await expect(page.getByRole('status').filter({ hasText: next })).toBeVisible();
  await page.goto(linkIn(await newestMail(next)));
  await expect(page.getByText('Your e-mail address has been changed.')).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByText(`Your e-mail address is ${next}.`)).toBeVisible();
});
