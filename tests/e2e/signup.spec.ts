import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { translated } from './catalog';
import { expectAccessible, expectHeading } from './fixtures';
import { linkIn, newestMail } from './mail';
import { E2E_ORIGIN } from './server';

const PASSWORD = 'walking by the canals at night';
const unique = () => `${Date.now()}-${Math.round(Math.random() * 1e6)}`;

async function fillSignup(scope: Page | ReturnType<Page['getByRole']>, name: string, email: string) {
  await scope.getByRole('radio', { name: 'woman', exact: true }).check();
  await scope.getByRole('radio', { name: 'men', exact: true }).check();
  await scope.getByLabel('Username').fill(name);
  await scope.getByLabel('Date of birth').fill('1994-04-12');
  await scope.getByLabel('E-mail address').fill(email);
  await scope.getByLabel('Password').fill(PASSWORD);
}

async function activateFromMail(page: Page, email: string) {
  const mail = await newestMail(email);
  await page.goto(linkIn(mail));
  await expect(page).toHaveURL('/activate/done');
  return mail;
}

test('desktop: signup in the modal, activation from the mail, every step, then log out and in again', async ({ page }) => {
  // Signup, activation, five steps, logout and login: about 15 s alone, near 30 s beside the lockout tests.
  test.slow();
  const email = `anna-${unique()}@example.org`;
  await page.goto('/');
  await page.getByRole('main').getByRole('button', { name: 'Sign up for free' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign up for free' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);

  // A typo in a popular domain gets a suggestion the visitor can take.
  await dialog.getByLabel('E-mail address').fill(email.replace('example.org', 'gmial.com'));
  await dialog.getByLabel('Username').focus();
  await dialog.getByRole('button', { name: 'Yes, use it' }).click();
  await expect(dialog.getByLabel('E-mail address')).toHaveValue(email.replace('example.org', 'gmail.com'));

  // Once started, Escape and a click on the backdrop do not throw the form away.
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();

  await fillSignup(dialog, 'Anna', email);
  await dialog.getByRole('button', { name: 'Create my free account' }).click();
  await expect(page).toHaveURL('/complete-signup');
  await expect(page.getByText('Step 1 of 5')).toBeVisible();

  const mail = await activateFromMail(page, email);
  expect(mail.subject).toBeTruthy();
  expect(mail.html).toContain('/api/activate.php?token=');
  await expectHeading(page, 'Your account is activated');

  await page.goto('/complete-signup');
  await expect(page.getByText('Step 1 of 5')).toBeVisible();
  const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#b07a5a' } }).jpeg().toBuffer();
  await page.getByLabel('Choose a photo').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByRole('img', { name: 'Your main photo' })).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByText('Step 2 of 5')).toBeVisible();
  await page.getByLabel('Country').selectOption('DE');
  await page.getByLabel('State').selectOption({ label: 'Bavaria' });
  await page.getByLabel('City').fill('München');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByText('Step 3 of 5')).toBeVisible();
  await page.getByLabel('Relationship status').selectOption('single');
  await page.getByLabel('Hair colour').selectOption('red');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByText('Step 4 of 5')).toBeVisible();
  await page.getByLabel('Tell others who you are').fill('Ik hou van wandelen en goede koffie.');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByText('Step 5 of 5')).toBeVisible();
  await page.getByLabel('Offers and discounts').uncheck();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expectHeading(page, 'Your profile is ready');

  // Log out, then in again: the member lands on members, with the profile as saved.
  await page.getByRole('link', { name: 'Browse members' }).click();
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/members');
  const user = await page.evaluate(async () => (await (await fetch('/api/user.php')).json()) as { user: { status: string; email_opt_outs: string[]; profile: Record<string, unknown> } });
  expect(user.user).toMatchObject({ status: 'active', email_opt_outs: ['promotions'] });
  expect(user.user.profile).toMatchObject({ city: 'München', region: 'DE-BY', hair_color: 'red', relationship_status: 'single', status: 'active' });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('signup opens as a page; a reload keeps the form but not the password; the steps resume after leaving', async ({ page }) => {
    const email = `bo-${unique()}@example.org`;
    await page.goto('/');
    await page.getByRole('main').getByRole('button', { name: 'Sign up for free' }).click();
    await expect(page).toHaveURL('/signup');
    await expectHeading(page, 'Sign up');

    await fillSignup(page, 'Bo', email);
    await page.reload();
    await expect(page.getByLabel('E-mail address')).toHaveValue(email);
    await expect(page.getByLabel('Username')).toHaveValue('Bo');
    await expect(page.getByLabel('Date of birth')).toHaveValue('1994-04-12');
    await expect(page.getByRole('radio', { name: 'woman', exact: true })).toBeChecked();
    await expect(page.getByLabel('Password')).toHaveValue('');

    // The client's own check names each problem at its field.
    await page.getByLabel('Username').fill(email);
    await page.getByRole('button', { name: 'Create my free account' }).click();
    await expect(page.getByText('Username may not be the same as your e-mail address')).toBeVisible();
    await expect(page.getByText('Use at least 8 characters for your password.')).toBeVisible();

    await page.getByLabel('Username').fill('Bo');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create my free account' }).click();
    await expect(page).toHaveURL('/complete-signup');
    await expect(page.getByRole('complementary', { name: 'Activation reminder' })).toHaveCount(0);

    // Each step starts at the top, with its count read out, though the last was left scrolled down.
    await page.setViewportSize({ width: 360, height: 640 });
    await page.getByRole('button', { name: 'Skip this step' }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Skip this step' }).click();
    await expect(page.getByText('Step 2 of 5')).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/members');
    await expect(page.getByRole('complementary', { name: 'Activation reminder' })).toContainText(email);
    await page.goto('/complete-signup');
    await expect(page.getByText('Step 2 of 5')).toBeVisible();

    // The draft was cleared by the signup.
    await page.goto('/members');
    await page.getByRole('button', { name: /^Account menu/ }).click();
    // Left before the app forgot the member on this device, the next page would still open as theirs:
    // the app goes to '/' once it has (docs/product/states.md#logout).
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' })).toBeVisible();
    await page.goto('/signup');
    await expect(page.getByLabel('E-mail address')).toHaveValue('');
    await expect(page.locator('html')).toHaveJSProperty('scrollWidth', 390);
  });
});

test('an address that has an account already says so, with a way to log in', async ({ page }) => {
  await page.goto('/signup');
  await fillSignup(page, 'Demo twin', 'demo@amora.example');
  await page.getByRole('button', { name: 'Create my free account' }).click();
  await expect(page.getByText('An account with this e-mail address already exists')).toBeVisible();
  await page.getByRole('link', { name: 'Log in with this e-mail address' }).click();
  await expect(page).toHaveURL('/login');
});

test('in Dutch: the form, its messages, the mail and the activation page are Dutch', async ({ page, context }) => {
  await context.addCookies([{ name: 'i18n_redirected', value: 'nl', url: E2E_ORIGIN }]);
  const nl = (id: string, values?: Record<string, string | number>) => translated('nl', id, values);
  const email = `sanne-${unique()}@example.org`;
  await page.goto('/signup');
  await expectHeading(page, nl('Sign up'));

  await page.getByRole('radio', { name: nl('woman'), exact: true }).check();
  await page.getByRole('radio', { name: nl('men'), exact: true }).check();
  await page.getByLabel(nl('Username')).fill('Sanne');
  await page.getByLabel(nl('Date of birth')).fill(`${new Date().getFullYear() - 16}-01-01`);
  await page.getByLabel(nl('E-mail address')).fill(email);
  await page.getByLabel(nl('Password')).fill(PASSWORD);
  await page.getByRole('button', { name: nl('Create my free account') }).click();
  await expect(page.getByText(nl('Enter your date of birth ({min_age}+)', { min_age: 18 }))).toBeVisible();

  await page.getByLabel(nl('Date of birth')).fill('1991-09-30');
  await page.getByRole('button', { name: nl('Create my free account') }).click();
  await expect(page).toHaveURL('/complete-signup');
  await expect(page.getByText(nl('Step {number} of {SIGNUP_STEPS}', { number: 1, SIGNUP_STEPS: 5 }))).toBeVisible();

  const mail = await activateFromMail(page, email);
  expect(mail.subject).toMatch(/bevestig|activeer/i);
  await expectHeading(page, nl('Your account is activated'));
});

test('signup from a profile takes the first message to that member', async ({ page }) => {
  await page.goto('/');
  const { profiles } = await page.evaluate(async () => (await (await fetch('/api/featured.php')).json()) as { profiles: { id: number; name: string; fictional: boolean }[] });
  const partner = profiles.find((profile) => profile.fictional)!;
  const email = `first-${unique()}@example.org`;
  await page.goto(`/members/${partner.id}/signup`);
  await expectHeading(page, `Write to ${partner.name}`);
  await expect(page.getByText('This profile is fictional')).toBeVisible();
  await fillSignup(page, 'Lotte', email);
  await page.getByRole('button', { name: 'Send and create my account' }).click();
  await expect(page.getByText('Write a message first.')).toBeVisible();
  await page.getByLabel(`Your first message to ${partner.name}`).fill('Hoi! Zin om eens te kletsen?');
  await page.getByRole('button', { name: 'Send and create my account' }).click();
  await expect(page).toHaveURL('/complete-signup');
  await expectAccessible(page);
});
