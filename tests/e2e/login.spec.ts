import { expect, test } from '@playwright/test';
import { expectAccessible, expectHeading } from './fixtures';
import { activeMember, unique } from './real-member';
import { E2E_ORIGIN } from './server';
import { endSessionElsewhere, expectMemberOnDevice, holdServerAnswers } from './stored-member';

const DEMO = { email: 'demo@amora.example', password: 'demo-password-2026' };

test('the demo member logs in, stays logged in across a reload, and logs out to the home page', async ({ page }) => {
  // A login, a reload and a logout, each waiting for the server's word.
  test.slow();
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await expectHeading(page, 'Log in');
  await expectAccessible(page);

  await page.getByLabel('E-mail address').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL('/members');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Messages' })).toBeVisible();
  await page.reload();
  await expect(nav.getByRole('link', { name: 'Messages' })).toBeVisible();

  // A logged-in member who opens /login goes to members.
  await page.goto('/login');
  await expect(page).toHaveURL('/members');

  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/');
  await page.reload();
  await expect(nav.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Messages' })).toHaveCount(0);
});

test('a wrong e-mail or password says so and keeps the visitor on the form', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill('nobody@example.test');
  await page.getByLabel('Password').fill('wrong password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Login failed, please try again');
  await expect(page).toHaveURL('/login');
  await expect(page.getByLabel('E-mail address')).toHaveValue('nobody@example.test');
});

test('in Dutch the form and its errors are Dutch', async ({ page, context }) => {
  await context.addCookies([{ name: 'i18n_redirected', value: 'nl', url: E2E_ORIGIN }]);
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill('niemand@example.test');
  await page.getByLabel('Wachtwoord').fill('fout');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('alert')).toHaveText('Inloggen mislukt, probeer het opnieuw');
});

test('a logged-in member who switches language has it saved on the account', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/members');

  await page.getByRole('button', { name: /^Language: / }).click();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/user.php') && r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Nederlands' }).click();
  const response = await saved;
  expect(response.request().postDataJSON()).toEqual({ language: 'nl' });
  expect((await response.json()).user.language).toBe('nl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leden zoeken');
});

test('a member whose session ended elsewhere who opens /login gets the login form, though the device painted them first', async ({ page, context }) => {
  const me = await activeMember(page, { name: `Ida${unique().slice(-5)}` });
  await expectMemberOnDevice(page, me.email);
  await endSessionElsewhere(page);

  // The server's answers come after the device's member has painted (the race a busy phone runs).
  const server = await holdServerAnswers(context);
  await page.goto('/login');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Messages' })).toBeVisible();
  await server.release();

  await expectHeading(page, 'Log in');
  await expect(page.getByLabel('E-mail address')).toBeVisible();
  await expect(page).toHaveURL('/login');
  await expect(nav.getByRole('link', { name: 'Messages' })).toHaveCount(0);
});

test('a member still logged in who opens /login goes to members once the server says so', async ({ page, context }) => {
  const me = await activeMember(page, { name: `Ada${unique().slice(-5)}` });
  await expectMemberOnDevice(page, me.email);
  await page.goto('about:blank');
  const server = await holdServerAnswers(context);
  await page.goto('/login');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Messages' })).toBeVisible();
  await server.release();
  await expect(page).toHaveURL('/members');
  await expectHeading(page, 'Search members');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });

  test('the header\'s Log in leads a visitor to the search, which offers the login on its first screen', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' }).click();
    await expectHeading(page, 'Search members');
    // Logged-out search is on: the visitor's search shows, with the way to log in above it.
    await expect(page.locator('.profile-card').first()).toBeVisible();
    const login = page.getByRole('main').getByRole('link', { name: 'Log in' });
    await expect(login).toBeInViewport({ ratio: 1 });
    await login.click();
    await expectHeading(page, 'Log in');
    await expect(page.getByLabel('E-mail address')).toBeVisible();
  });
});
