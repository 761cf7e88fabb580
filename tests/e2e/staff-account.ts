import { execFileSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { E2E_DATA_DIR } from './server';

/** Staff accounts for the browser tests of the console: added by `npm run staff`, set up through their link as a person would. */

export const STAFF_PASSWORD = 'a long password of the staff member';

/** The code the authenticator app shows `stepsAhead` steps of 30 s from now (one step ahead is taken too: a phone's clock may run ahead). */
export const codeNow = (secret: string, stepsAhead = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

/** `npm run staff -- --add` on the run's server data: the setup link it printed, made relative to the test's server. */
export function addStaffByCommand(email: string, role: 'admin' | 'moderator' | 'support'): string {
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/staff.ts', '--add', email, '--role', role], {
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR }, encoding: 'utf8',
  });
  const url = new URL(/https?:\/\/\S+/.exec(out)![0]);
  return `${url.pathname}${url.search}`;
}

/** Opens a setup link, reads the key beside the QR code, chooses the password and confirms with a code: logged in. Returns the key. */
export async function setUpInBrowser(page: Page, link: string): Promise<string> {
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set up your staff account');
  const secret = (await page.locator('code.secret').textContent())!;
  await page.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByLabel('Password again').fill(STAFF_PASSWORD);
  await page.getByLabel('Code the app shows now').fill(await codeNow(secret));
  await page.getByRole('button', { name: 'Finish setup' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Amora staff console');
  return secret;
}
