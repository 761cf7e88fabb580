import { expect, test, type Page } from '@playwright/test';
import { openDatabase } from '../../server/db/database';
import { expectAccessible, expectHeading } from './fixtures';
import { E2E_DATA_DIR } from './server';
import { addStaffByCommand, setUpInBrowser } from './staff-account';

/**
 * The console's Jobs page (issue 50 item 2, docs/staff.md) in a browser: an admin finds a mail that
 * died with its SMTP server away, reads its error and runs it again; a moderator has no such page.
 */
test.use({ viewport: { width: 1280, height: 900 } });

const ERROR = 'Error: connect ECONNREFUSED 127.0.0.1:25\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1637:16)';
/** A case no row has: the mail's handler finds nothing to send, so run again it is done at once. */
const NO_SUCH_CASE = 2_000_000_000;

/** A decision mail as the queue leaves it after a day of failed attempts, in the run's server database; its id. */
async function deadMailJob(): Promise<number> {
  const db = openDatabase({ kind: 'sqlite', dataDir: E2E_DATA_DIR });
  try {
    const at = new Date().toISOString();
    const row = await db.insertInto('jobs').values({
      kind: 'case-decision-mail', payload: JSON.stringify({ id: NO_SUCH_CASE }), state: 'dead', run_at: at, attempts: 33, max_attempts: 33,
      last_error: ERROR, created_at: at, finished_at: at,
    }).returning('id').executeTakeFirstOrThrow();
    return row.id;
  } finally {
    await db.destroy();
  }
}

const rowLocator = (page: Page, id: number) => page.getByRole('row').filter({ has: page.getByText(`case-decision-mail ${id}`, { exact: true }) });

/** The job's row on the Jobs page: the run's other tests may have left dead jobs, so it may be on a later page. */
async function rowOf(page: Page, id: number) {
  const row = rowLocator(page, id);
  const older = page.getByRole('button', { name: 'Older jobs' });
  for (;;) {
    await expect(row.or(older).first()).toBeVisible();
    if (await row.isVisible()) return row;
    await older.click();
  }
}

test('an admin sees a dead mail with its error and runs it again; a moderator has no Jobs page', async ({ page, browser }) => {
  // Two staff accounts made by the command line, each a process of its own.
  test.slow();
  const id = await deadMailJob();
  await setUpInBrowser(page, addStaffByCommand(`e2e-jobs-admin-${Date.now()}@example.org`, 'admin'));
  await expect(page.getByRole('link', { name: /dead jobs; \d+ failed and retrying/ })).toBeVisible();
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Jobs' }).click();
  await expectHeading(page, 'Jobs');
  await expect(page.getByText(/dead; \d+ failed and waiting to be tried again/)).toBeVisible();

  const row = await rowOf(page, id);
  await expect(row).toContainText(`decision mail of case ${NO_SUCH_CASE} to its reporter`);
  await expect(row.getByRole('cell').nth(2)).toHaveText('33');
  await expect(row.locator('code')).toHaveText('Error: connect ECONNREFUSED 127.0.0.1:25');
  await expect(row.getByText('at TCPConnectWrap.afterConnect')).toBeHidden();
  await row.getByText('The whole error').click();
  await expect(row.getByText(/at TCPConnectWrap\.afterConnect/)).toBeVisible();
  await expectAccessible(page);

  await row.getByRole('button', { name: 'Run again' }).click();
  await expect(row.getByRole('status')).toHaveText('Queued: it runs now.');
  await expect(row.getByRole('button', { name: 'Run again' })).toHaveCount(0);
  // It ran: dead no more, so the list shown anew leaves it out.
  await expect.poll(async () => {
    await page.reload();
    await expectHeading(page, 'Jobs');
    return rowLocator(page, id).count();
  }).toBe(0);

  const moderator = await (await browser.newContext()).newPage();
  await setUpInBrowser(moderator, addStaffByCommand(`e2e-jobs-moderator-${Date.now()}@example.org`, 'moderator'));
  await expect(moderator.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Jobs' })).toHaveCount(0);
  await moderator.goto('/staff/jobs');
  await expectHeading(moderator, 'Amora staff console');
});
