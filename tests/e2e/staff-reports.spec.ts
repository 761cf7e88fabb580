import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible, expectHeading } from './fixtures';
import { mailMatching } from './mail';
import { activeMember, PASSWORD } from './real-member';
import { addStaffByCommand, setUpInBrowser } from './staff-account';

/**
 * The reports inbox in a browser (issue 35 point 4): a member's report decided by a moderator who
 * bans the reported member from it; the banned member's objection arrives linked to the ban, the
 * moderator who banned may not decide it, another one lifts the ban, and the member can log in again.
 */
test.use({ viewport: { width: 1280, height: 900 } });

/** A moderator set up through the link `npm run staff` printed, logged in to the console in a browser of their own. */
async function moderatorPage(browser: Browser, name: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await setUpInBrowser(page, addStaffByCommand(`e2e-${name}-${Date.now()}@example.org`, 'moderator'));
  return page;
}

/** Opens a case of the inbox by its reference, in the tab of its state. */
async function openCase(page: Page, reference: string, tab: RegExp) {
  await page.goto('/staff/reports');
  await expectHeading(page, 'Reports and objections');
  await page.getByRole('group', { name: 'State' }).getByRole('button', { name: tab }).click();
  const item = page.getByRole('list', { name: 'Cases' }).getByRole('button', { name: new RegExp(reference) });
  const more = page.getByRole('button', { name: 'More cases' });
  // The run's other tests file complaints too: the case may be on a later page of the list.
  for (;;) {
    await expect(item.or(more).first()).toBeVisible();
    if (await item.isVisible()) break;
    await more.click();
  }
  await item.click();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${reference}`) })).toBeVisible();
}

test('a moderator decides a report and bans; the objection goes to another moderator, who lifts the ban', async ({ page, browser }) => {
  test.slow();
  const offender = await (async () => {
    const context = await browser.newContext();
    const member = await activeMember(await context.newPage(), { name: 'Schwindler', gender: 'male', seeking: 'female' });
    await context.close();
    return member;
  })();
  await activeMember(page, { name: 'Melderin' });
  const report = await page.request.post('/api/complaints.php', { data: { reason: 'scam', profile: offender.id, text: 'He asked me for money for a plane ticket.' } });
  const { reference } = await report.json() as { reference: string };

  const first = await moderatorPage(browser, 'first-moderator');
  await openCase(first, reference, /^New/);
  await expect(first.getByText(`Schwindler (member ${offender.id})`, { exact: true })).toBeVisible();
  await expectAccessible(first);
  await first.getByRole('button', { name: 'Take this case' }).click();
  await expect(first.getByRole('status')).toHaveText(`You took ${reference}: it is in review.`);
  await openCase(first, reference, /^In review/);
  // The report says scam: the ban's reason is offered from it, and the facts are written for the member.
  const banForm = first.getByRole('form', { name: 'Ban the reported member' });
  await expect(banForm.getByLabel('Reason (the member is mailed it)')).toHaveValue('scam');
  const facts = 'You asked a member for 300 euros for a plane ticket within your first messages.';
  await banForm.getByLabel(/^Facts the member is told/).fill(facts);
  await banForm.getByRole('button', { name: 'Ban…' }).click();
  // Nothing happens before the confirmation, which names the member.
  const confirm = first.getByRole('form', { name: 'Confirm the ban' });
  await expect(confirm).toContainText(`Ban Schwindler (member ${offender.id}) for scam?`);
  await expect(confirm.getByRole('blockquote')).toHaveText(facts);
  expect((await (await browser.newContext()).request.post('/api/user.php', { data: { email: offender.email, password: PASSWORD } })).status()).toBe(200);
  await confirm.getByRole('button', { name: 'Yes, ban Schwindler' }).click();
  await expect(first.getByRole('status')).toHaveText(`Schwindler (member ${offender.id}) is banned and mailed the reason, the facts and how to object.`);
  await mailMatching(offender.email, (mail) => mail.text?.includes(`What we found: “${facts}”`) ?? false);
  await expect(first.getByText(`Schwindler (member ${offender.id}), banned`)).toBeVisible();
  const decide = first.getByRole('form', { name: 'Decide' });
  await decide.getByLabel('Action taken').check();
  await decide.getByLabel(/^Reason the reporter is told/).fill('The profile asked members for money; we closed it.');
  await decide.getByRole('button', { name: 'Decide' }).click();
  await expect(first.getByRole('status')).toHaveText(`${reference} decided: Action taken. Your reason is in the reporter's mail queue (a mail that cannot be delivered shows under Jobs).`);
  await mailMatching((await page.evaluate(() => fetch('/api/user.php').then((r) => r.json())) as { user: { email: string } }).user.email,
    (mail) => mail.subject === `Our decision on ${reference}`);

  // The banned member objects through the complaints form (a visitor: they cannot log in).
  const objectionAnswer = await browser.newContext().then((context) => context.request.post('/api/complaints.php', {
    data: { reason: 'other', email: offender.email, text: 'I never asked anyone for money, please look again.' },
  }));
  const objection = (await objectionAnswer.json() as { reference: string }).reference;

  await openCase(first, objection, /^New/);
  await expect(first.getByText(new RegExp(`member ${offender.id}, scam, .* by e2e-first-moderator`))).toBeVisible();
  await first.getByRole('form', { name: 'Decide' }).getByLabel('Lift the ban').check();
  await first.getByRole('form', { name: 'Decide' }).getByLabel(/^Reason the reporter is told/).fill('Looked again at my own ban.');
  await first.getByRole('form', { name: 'Decide' }).getByRole('button', { name: 'Decide' }).click();
  await expect(first.getByRole('alert')).toHaveText('You banned this member: another staff member decides their objection.');

  const second = await moderatorPage(browser, 'second-moderator');
  await openCase(second, objection, /^New/);
  const decideObjection = second.getByRole('form', { name: 'Decide' });
  await decideObjection.getByLabel('Lift the ban').check();
  await decideObjection.getByLabel(/^Reason the reporter is told/).fill('The messages show no request for money.');
  await decideObjection.getByRole('button', { name: 'Decide' }).click();
  await expect(second.getByRole('status')).toHaveText(`${objection} decided: Lift the ban. Your reason is in the reporter's mail queue (a mail that cannot be delivered shows under Jobs).`);

  // The account is back: the member logs in again.
  const login = await (await browser.newContext()).request.post('/api/user.php', { data: { email: offender.email, password: PASSWORD } });
  expect(login.status()).toBe(200);
});

test('a report that names no ban reason presets none: the moderator must choose one', async ({ browser }) => {
  test.slow();
  const context = await browser.newContext();
  const offender = await activeMember(await context.newPage(), { name: 'Zahler', gender: 'male', seeking: 'female' });
  await context.close();
  const report = await (await browser.newContext()).request.post('/api/complaints.php', {
    data: { reason: 'payment', profile: offender.id, email: 'payer@example.org', text: 'He sold me credits that never came.' },
  });
  const { reference } = await report.json() as { reference: string };

  const moderator = await moderatorPage(browser, 'choosing-moderator');
  await openCase(moderator, reference, /^New/);
  const banForm = moderator.getByRole('form', { name: 'Ban the reported member' });
  await expect(banForm.getByLabel('Reason (the member is mailed it)')).toHaveValue('');
  await banForm.getByLabel(/^Facts the member is told/).fill('You sold credits of this site to another member.');
  await banForm.getByRole('button', { name: 'Ban…' }).click();
  // The browser holds the form on the empty reason: no confirmation, no ban.
  await expect(moderator.getByRole('form', { name: 'Confirm the ban' })).toHaveCount(0);
  expect(await banForm.getByLabel('Reason (the member is mailed it)').evaluate((select: HTMLSelectElement) => select.validity.valueMissing)).toBe(true);
  await banForm.getByLabel('Reason (the member is mailed it)').selectOption('repeated_breaches');
  await banForm.getByRole('button', { name: 'Ban…' }).click();
  await expect(moderator.getByRole('form', { name: 'Confirm the ban' })).toContainText(`Ban Zahler (member ${offender.id}) for repeated breaches?`);
  // Back keeps what was chosen and written, and bans nobody.
  await moderator.getByRole('button', { name: 'Back' }).click();
  await expect(banForm.getByLabel(/^Facts the member is told/)).toHaveValue('You sold credits of this site to another member.');
});
