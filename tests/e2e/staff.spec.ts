import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { expectAccessible, expectHeading } from './fixtures';
import { linkIn, newestMail } from './mail';
import { E2E_DATA_DIR } from './server';

/**
 * The staff console (issue 35, docs/staff.md) in a browser: the first admin from the command line,
 * setup with an authenticator code, the team, the audit log, a session that ends while typing.
 * On a tablet's screen: staff work on laptops and tablets.
 */
test.use({ viewport: { width: 820, height: 1180 } });

const PASSWORD = 'a long staff password for the browser';
let count = 0;
const address = (role: string) => `e2e-${role}-${Date.now()}-${++count}@example.org`;

/** The code the app shows `stepsAhead` steps of 30 s from now (one step ahead is taken too: a phone's clock may run ahead). */
const code = (secret: string, stepsAhead = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

/** `npm run staff -- --add`: the setup link it prints, made relative to the test's server. */
function addByCommand(email: string, role: string): string {
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/staff.ts', '--add', email, '--role', role], {
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR }, encoding: 'utf8',
  });
  const url = new URL(/https?:\/\/\S+/.exec(out)![0]);
  return `${url.pathname}${url.search}`;
}

/** Opens a setup link, reads the key beside the QR code, chooses the password and confirms with a code; the key. */
async function setUp(page: Page, link: string, email: string): Promise<string> {
  await page.goto(link);
  await expectHeading(page, 'Set up your staff account');
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.locator('code.secret').textContent())!;
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Password again').fill(PASSWORD);
  await page.getByLabel('Code the app shows now').fill('000000');
  await page.getByRole('button', { name: 'Finish setup' }).click();
  await expect(page.getByRole('alert')).toHaveText('This code is not right. Enter the code your authenticator app shows now.');
  await page.getByLabel('Code the app shows now').fill(await code(secret));
  await page.getByRole('button', { name: 'Finish setup' }).click();
  await expectHeading(page, 'Amora staff console');
  return secret;
}

test('the first admin sets up their account, adds a moderator who sets up theirs, changes their role, and finds it in the audit log', async ({ page, browser }) => {
  test.slow();
  const adminEmail = address('admin');
  const link = addByCommand(adminEmail, 'admin');
  await page.goto(link);
  await expectHeading(page, 'Set up your staff account');
  await expectAccessible(page);
  await setUp(page, link, adminEmail);
  await expect(page.getByText(`Logged in as ${adminEmail}, role admin.`)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Staff' }).click();
  await expectHeading(page, 'Staff');
  const moderatorEmail = address('moderator');
  const add = page.getByRole('form', { name: 'Add a staff member' });
  await add.getByLabel('E-mail address').fill(moderatorEmail);
  await add.getByLabel('Role').selectOption('moderator');
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('status')).toHaveText(`${moderatorEmail} was added and mailed a setup link (valid 24 hours).`);
  const row = page.getByRole('row').filter({ hasText: moderatorEmail });
  await expect(row.getByRole('combobox')).toHaveValue('moderator');
  await expectAccessible(page);

  // The moderator, in a browser of their own, sets up through the mailed link: no team, no audit log for them.
  const moderatorContext = await browser.newContext();
  const moderator = await moderatorContext.newPage();
  await setUp(moderator, linkIn(await newestMail(moderatorEmail)), moderatorEmail);
  const nav = moderator.getByRole('navigation', { name: 'Console' });
  await expect(nav.getByRole('link', { name: 'Start' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await moderatorContext.close();

  await row.getByRole('combobox').selectOption('support');
  await expect(page.getByRole('status')).toHaveText(`${moderatorEmail} is now support.`);

  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
  await expectHeading(page, 'Audit log');
  await page.getByLabel('Action').fill('staff.change');
  await page.getByRole('button', { name: 'Filter' }).click();
  const entry = page.getByRole('row').filter({ hasText: 'staff.change' }).first();
  await expect(entry).toContainText(`${adminEmail} (admin)`);
  await expect(entry).toContainText('"role":["moderator","support"]');
  await expectAccessible(page);
});

test('when the session ends while an admin types, they log in over the page and what they typed is still there', async ({ page }) => {
  const email = address('admin');
  const secret = await setUp(page, addByCommand(email, 'admin'), email);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Staff' }).click();
  const add = page.getByRole('form', { name: 'Add a staff member' });
  await add.getByLabel('E-mail address').fill('typed-before-the-end@example.org');

  // The session ends on the server (as after the idle time); the console learns it at its next call.
  await page.request.delete('/staff/api/session');
  await add.getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your session has ended: log in again to go on' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('E-mail address').fill(email);
  await dialog.getByLabel('Password').fill(PASSWORD);
  // The setup took this step's code: the next step's, as a phone a little ahead shows it.
  await dialog.getByLabel('Code from your authenticator app').fill(await code(secret, 1));
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(add.getByLabel('E-mail address')).toHaveValue('typed-before-the-end@example.org');
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('status')).toHaveText('typed-before-the-end@example.org was added and mailed a setup link (valid 24 hours).');
});

test("nothing of the console is in a member's or a visitor's download", async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/');
  await expectHeading(page, 'Meet singles near you');
  // The service worker has precached what it keeps: the console is not among it.
  await page.evaluate(() => navigator.serviceWorker.ready);
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const urls = await Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url)));
    return urls.flat();
  });
  expect(cached.length).toBeGreaterThan(0);
  expect(cached.filter((url) => new URL(url).pathname.startsWith('/staff'))).toEqual([]);
  expect(requested.filter((path) => path.startsWith('/staff'))).toEqual([]);
  // And a member's app does not answer /staff: the console's own page does.
  await page.goto('/staff');
  await expectHeading(page, 'Staff login');
});
