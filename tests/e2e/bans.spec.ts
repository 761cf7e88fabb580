import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { expectHeading } from './fixtures';
import { linkIn, mailMatching } from './mail';
import { activeMember, PASSWORD } from './real-member';
import { E2E_DATA_DIR } from './server';

/** The data folder of the Playwright run's server (playwright.config.ts), where the operator's command works. */
const DATA_DIR = E2E_DATA_DIR;

test('a banned member is logged out, told why at the login, mailed the reason, and can object through the complaints form', async ({ page }) => {
  // A ban, a login refused, a mail read, and an objection filed: near the default budget on two busy cores.
  test.slow();
  const member = await activeMember(page, { name: 'Rulebreaker' });
  await page.goto('/members');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Messages' })).toBeVisible();

  // The operator bans the account, as `npm run ban` does.
  const facts = 'You threatened a member who did not answer you.';
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/ban.ts', '--email', member.email, '--reason', 'harassment', '--facts', facts], {
    env: { ...process.env, DATA_DIR }, stdio: 'pipe',
  });

  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' })).toBeVisible();
  expect((await page.request.get(`/api/profile.php?id=${member.id}`)).status()).toBe(404);

  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(member.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('This account has been closed because it broke our rules. If you think this is wrong, use our complaints form.');
  await expect(page).toHaveURL('/login');

  // The form offers the way to object, as the mail does.
  await page.getByRole('link', { name: 'Object to this decision' }).click();
  await expectHeading(page, 'Complaints');

  const mail = await mailMatching(member.email, (sent) => sent.subject === 'Your Amora account has been closed');
  expect(mail.text).toContain(`harassment or threats. What we found: “${facts}”`);
  await page.goto(linkIn(mail));
  await expectHeading(page, 'Complaints');
});
