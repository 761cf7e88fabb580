import fs from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { expectAccessible, expectHeading } from './fixtures';
import { linkIn, mailMatching } from './mail';
import { activeMember } from './real-member';
import { addStaffByCommand, setUpInBrowser } from './staff-account';

/**
 * Members' data requests in a browser (issue 35 point 6): a member asks for their data in the
 * account settings and downloads the archive from the mailed link; support exports a member's data
 * for a request by post and downloads it from the console.
 */
test.use({ viewport: { width: 1280, height: 900 } });

/** Clicks a download link and reads the archive's data.json. */
async function downloadedData(page: Page, link: ReturnType<Page['getByRole']>): Promise<{ download: Download; data: { account: { id: number; email: string } } }> {
  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  const files = unzipSync(new Uint8Array(await fs.readFile(await download.path())));
  return { download, data: JSON.parse(strFromU8(files['data.json']!)) as { account: { id: number; email: string } } };
}

test('a member asks for their data, is mailed a link, and downloads the archive in their session', async ({ page }) => {
  test.slow();
  const member = await activeMember(page, { name: 'Datenfreundin' });
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Request my data' }).click();
  await expect(page.getByRole('status').filter({ hasText: /being prepared|is ready/ })).toBeVisible();

  const mail = await mailMatching(member.email, (sent) => /Your data from .+ is ready/.test(sent.subject ?? ''));
  await page.goto(linkIn(mail));
  const { download, data } = await downloadedData(page, page.getByRole('link', { name: 'Download the ZIP file' }));
  expect(download.suggestedFilename()).toMatch(new RegExp(`-data-${member.id}-\\d{4}-\\d\\d-\\d\\d\\.zip$`));
  expect(data.account).toMatchObject({ id: member.id, email: member.email });
  await expectAccessible(page);
});

test("support exports a member's data for a request by post and downloads it from the console", async ({ page, browser }) => {
  test.slow();
  const member = await activeMember(page, { name: 'Briefschreiber', gender: 'male', seeking: 'female' });
  const staff = await (await browser.newContext()).newPage();
  await setUpInBrowser(staff, addStaffByCommand(`e2e-support-export-${Date.now()}@example.org`, 'support'));
  await staff.getByRole('link', { name: 'Members', exact: true }).first().click();
  await expectHeading(staff, "Members' data requests");
  await staff.getByLabel('Member id or e-mail address').fill(member.email);
  await staff.getByRole('button', { name: 'Look up' }).click();
  await expect(staff.getByRole('heading', { level: 2 })).toHaveText(`Member ${member.id}: Briefschreiber`);
  await expect(staff).toHaveURL(new RegExp(`/staff/members\\?member=`));
  // Support exports; only admins erase.
  await expect(staff.getByRole('button', { name: /^Erase member/ })).toHaveCount(0);
  await staff.getByRole('button', { name: "Export this member's data" }).click();
  const link = staff.getByRole('link', { name: /^Download export \d+$/ });
  // The page asks again every 3 s while the archive is being built.
  await expect(link).toBeVisible({ timeout: 15_000 });
  const { data } = await downloadedData(staff, link);
  expect(data.account).toMatchObject({ id: member.id, email: member.email });
  await expectAccessible(staff);
});
