import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectHeading } from './fixtures';
import { linkIn, newestMail } from './mail';
import { addStaffByCommand, codeNow, setUpInBrowser, STAFF_PASSWORD } from './staff-account';

/**
 * The staff console (issue 35, docs/staff.md) in a browser: the first admin from the command line,
 * setup with an authenticator code, the team, the audit log, a session that ends while typing.
 * On a tablet's screen: staff work on laptops and tablets.
 */
test.use({ viewport: { width: 820, height: 1180 } });

let count = 0;
const address = (role: string) => `e2e-${role}-${Date.now()}-${++count}@example.org`;

/** A setup as setUpInBrowser does it, with a wrong code tried first: refused, and the page keeps what was typed. */
async function setUp(page: Page, link: string): Promise<string> {
  await page.goto(link);
  await page.getByLabel('Code the app shows now').fill('000000');
  await page.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByLabel('Password again').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Finish setup' }).click();
  await expect(page.getByRole('alert')).toHaveText('This code is not right. Enter the code your authenticator app shows now.');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(STAFF_PASSWORD);
  return setUpInBrowser(page, link);
}

test('the first admin sets up their account, adds a moderator who sets up theirs, changes their role, and finds it in the audit log', async ({ page, browser }) => {
  test.slow();
  const adminEmail = address('admin');
  const link = addStaffByCommand(adminEmail, 'admin');
  await page.goto(link);
  await expectHeading(page, 'Set up your staff account');
  await expectAccessible(page);
  await setUp(page, link);
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
  await setUp(moderator, linkIn(await newestMail(moderatorEmail)));
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
  const secret = await setUp(page, addStaffByCommand(email, 'admin'));
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Staff' }).click();
  const add = page.getByRole('form', { name: 'Add a staff member' });
  await add.getByLabel('E-mail address').fill('typed-before-the-end@example.org');

  // The session ends on the server (as after the idle time); the console learns it at its next call.
  await page.request.delete('/staff/api/session');
  await add.getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your session has ended: log in again to go on' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('E-mail address').fill(email);
  await dialog.getByLabel('Password').fill(STAFF_PASSWORD);
  // The setup took this step's code: the next step's, as a phone a little ahead shows it.
  await dialog.getByLabel('Code from your authenticator app').fill(await codeNow(secret, 1));
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
