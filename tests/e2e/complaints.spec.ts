import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectHeading } from './fixtures';
import { mailMatching } from './mail';
import { activeMember, api } from './real-member';

/**
 * Complaints (docs/product/screens.md#complaints): a visitor's and a member's, from a profile and from a message,
 * each stored, mailed to support and answered with a reference; at most 5 a day.
 */

const supportAddress = async (page: Page) => (await api<{ settings: { support_email: string } }>(page, 'settings.php')).settings.support_email;

/** The support mail with this reference (other tests' complaints go to the same address). */
async function supportMail(page: Page, reference: string) {
  return mailMatching(await supportAddress(page), (mail) => mail.subject?.includes(reference) === true);
}

test('a visitor files a complaint: the form says what is missing, keeps the text over a reload, and answers with a reference that support gets', async ({ page }) => {
  // Three refusals, a reload, two accessibility checks and the support mail.
  test.slow();
  await page.goto('/complaints');
  await expectHeading(page, 'Complaints');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Send complaint' }).click();
  await expect(page.getByText('Choose what your complaint is about.')).toBeVisible();
  await page.getByLabel('What is it about?').selectOption({ label: 'Something else' });
  await page.getByLabel('What happened?').fill('Too short.');
  await page.getByRole('button', { name: 'Send complaint' }).click();
  await expect(page.getByText('Please describe what happened in at least 20 characters.')).toBeVisible();
  await expect(page.getByLabel('What happened?')).toHaveAttribute('aria-invalid', 'true');

  const text = 'The site was not reachable for an hour yesterday evening, and my message was gone.';
  await page.getByLabel('What happened?').fill(text);
  await page.getByLabel('Your e-mail address, for our answer').fill('not-an-address');
  await page.getByRole('button', { name: 'Send complaint' }).click();
  await expect(page.getByText('Invalid email')).toBeVisible();
  // What was typed survives a reload.
  await page.reload();
  await expect(page.getByLabel('What happened?')).toHaveValue(text);

  const email = `visitor-${Date.now()}@example.org`;
  await page.getByLabel('Your e-mail address, for our answer').fill(email);
  await page.getByRole('button', { name: 'Send complaint' }).click();
  const reference = page.locator('.complaint-reference');
  await expect(reference).toHaveText(/^K-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
  await expectAccessible(page);

  const mail = await supportMail(page, (await reference.textContent())!);
  expect(mail.replyTo?.[0]?.address).toBe(email);
  expect(mail.text).toContain(text);
  // Filed: the draft is gone.
  await page.goto('/complaints');
  await expect(page.getByLabel('What happened?')).toHaveValue('');
});

test('a member reports a profile and a message from the chat; the sixth complaint of the day is refused', async ({ browser }) => {
  test.slow();
  const writerPage = await (await browser.newContext()).newPage();
  const reporterPage = await (await browser.newContext()).newPage();
  const writer = await activeMember(writerPage, { name: 'Rex', gender: 'male', seeking: 'female' });
  const reporter = await activeMember(reporterPage, { name: 'Rita', gender: 'female', seeking: 'male' });

  // Rex writes to Rita; she reports the message from the conversation.
  await writerPage.goto(`/members/${reporter.id}/chat`);
  const offensive = 'Send me money now or else.';
  await writerPage.getByRole('textbox', { name: /^Message to/ }).fill(offensive);
  await writerPage.getByRole('button', { name: 'Send', exact: true }).click();
  await reporterPage.goto(`/members/${writer.id}/chat`);
  await expect(reporterPage.getByText(offensive)).toBeVisible();
  await reporterPage.getByRole('link', { name: 'Report this message' }).click();
  await expect(reporterPage).toHaveURL(/\/complaints\?message=\d+$/);
  await expect(reporterPage.getByText('About: a message in one of your conversations')).toBeVisible();
  await reporterPage.getByLabel('What is it about?').selectOption({ label: 'Scam, spam or a request for money' });
  await reporterPage.getByLabel('What happened?').fill('He asks me for money and threatens me.');
  await expect(reporterPage.getByLabel('Your e-mail address, for our answer')).toHaveCount(0);
  await reporterPage.getByRole('button', { name: 'Send complaint' }).click();
  const reference = (await reporterPage.locator('.complaint-reference').textContent())!;
  const mail = await supportMail(reporterPage, reference);
  // The reported message is copied into the complaint, with the profile it came from.
  expect(mail.text).toContain(offensive);
  expect(mail.text).toContain(`/members/${writer.id}`);

  // From the profile: the page names whom it is about.
  await reporterPage.goto(`/members/${writer.id}`);
  await reporterPage.getByRole('link', { name: 'Report this profile' }).click();
  await expect(reporterPage.getByText(/^About: Rex, \d+$/)).toBeVisible();
  for (let filed = 1; filed < 5; filed++) {
    await reporterPage.goto(`/complaints?profile=${writer.id}`);
    await reporterPage.getByLabel('What is it about?').selectOption({ label: 'Harassment or threats' });
    await reporterPage.getByLabel('What happened?').fill(`He keeps writing to me, time number ${filed}.`);
    await reporterPage.getByRole('button', { name: 'Send complaint' }).click();
    await expect(reporterPage.locator('.complaint-reference')).toBeVisible();
  }
  await reporterPage.goto(`/complaints?profile=${writer.id}`);
  await reporterPage.getByLabel('What is it about?').selectOption({ label: 'Harassment or threats' });
  await reporterPage.getByLabel('What happened?').fill('And once more, the sixth time today.');
  await reporterPage.getByRole('button', { name: 'Send complaint' }).click();
  await expect(reporterPage.getByRole('alert')).toContainText('You have sent 5 complaints in the last 24 hours.');
  // Nothing is lost: the text is still there to send later.
  await expect(reporterPage.getByLabel('What happened?')).toHaveValue('And once more, the sixth time today.');
  await Promise.all([writerPage.context().close(), reporterPage.context().close()]);
});
