import { expect, test, type Locator, type Page } from '@playwright/test';
import type { ProfileCard } from '../../common/api/profiles';
import { expectHeading } from './fixtures';

/**
 * Issue 33, point 11: after a first visit, with the device offline, every route shows its page, or
 * the app's own word that what it needs has not reached this device, in its layout; never the error
 * page. The members' routes are in offline.spec.ts; these are the rest. How fast (within 1 s) is
 * measured by the offline bench (bench/offline.ts), not here.
 */

/** A first visit to the home page, then the device offline once the service worker controls it; the newest members it showed. */
async function offlineAfterFirstVisit(page: Page): Promise<number[]> {
  await page.goto('/');
  await expectHeading(page, 'Meet singles near you');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const links = await page.locator('section[aria-labelledby="newest-members"] a[href^="/members/"]').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  await page.context().setOffline(true);
  return links.map((href) => Number(/^\/members\/(\d+)$/.exec(href ?? '')?.[1])).filter((id) => id > 0);
}

/** Opens `path` from the service worker until `shown` is visible; not the error page. */
async function opensOffline(page: Page, path: string, shown: (page: Page) => Locator): Promise<void> {
  const errorPage = page.getByRole('heading', { level: 1, name: 'An error has occurred.' });
  const response = await page.goto(path);
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(shown(page).or(errorPage)).toBeVisible();
  await expect(errorPage, `${path} shows the error page`).toHaveCount(0);
}

/** A member's card, asked of the server (not through the page, so nothing of it reaches the device). */
async function card(page: Page, id: number): Promise<ProfileCard | null> {
  const response = await page.request.get(`/api/profile-card.php?id=${id}`, { headers: { 'X-Request-Type': 'client' } });
  return response.ok() ? ((await response.json()) as { profile: ProfileCard }).profile : null;
}

/** A member the first visit did not show: the device has nothing of them. */
async function memberNotShown(page: Page, shown: number[]): Promise<ProfileCard> {
  for (let id = 1; ; id++) {
    const found = shown.includes(id) ? null : await card(page, id);
    if (found) return found;
  }
}

const heading = (text: string) => (page: Page) => page.getByRole('heading', { level: 1, name: text, exact: true });
const notice = (text: string) => (page: Page) => page.getByRole('status').filter({ hasText: text });
const MEMBER_OFFLINE = 'You are offline. This member\'s profile will show when you are back online.';
const footer = (page: Page) => page.getByRole('navigation', { name: 'Footer' });

const LANDERS = [
  { path: '/landers/tinderswipe', heading: 'Swipe, match, chat' },
  { path: '/landers/adultonly', heading: 'Dating for adults only' },
  { path: '/landers/collagelanding/over-40', heading: 'Over 40: singles who want to meet' },
  { path: '/landers/maplanding/utrecht', heading: 'Singles near you in Utrecht' },
  { path: '/landers/video/summer', heading: 'Summer: press play on your love life' },
];

test('the landers open offline after a first visit, in their layout', async ({ page }) => {
  await offlineAfterFirstVisit(page);
  for (const lander of LANDERS) {
    await opensOffline(page, lander.path, heading(lander.heading));
    await expect(page.getByRole('link', { name: 'Amora home' })).toBeVisible();
    await expect(footer(page)).toBeVisible();
  }
});

test('signup and the site\'s pages open offline after a first visit', async ({ page }) => {
  await offlineAfterFirstVisit(page);
  await opensOffline(page, '/signup', heading('Sign up'));
  await expect(page.getByRole('button', { name: 'Create my free account' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  // The terms state the company's details, which the first visit did not fetch: the page says so.
  await opensOffline(page, '/pages/terms', heading('Terms and conditions'));
  await expect(page.getByText('This page needs an internet connection the first time you open it.')).toBeVisible();
  await opensOffline(page, '/pages/faq', heading('Frequently asked questions'));
  await opensOffline(page, '/this/does-not-exist', heading('This page could not be found'));
});

test('a member the first visit showed opens offline on their landing and signup pages', async ({ page }) => {
  const shown = await offlineAfterFirstVisit(page);
  const member = (await card(page, shown[0]!))!;
  await opensOffline(page, `/members/${member.id}/landing`, heading(`Meet ${member.name}`));
  await opensOffline(page, `/members/${member.id}/landing3/summer`, heading(`${member.name} and other singles: Summer`));
  await opensOffline(page, `/members/${member.id}/signup`, heading(`Write to ${member.name}`));
  await expect(page.getByLabel(`Your first message to ${member.name}`)).toBeVisible();
});

test('a member the device never had: their landing says it is offline, in the lander layout, and shows them once back online', async ({ page, context }) => {
  const shown = await offlineAfterFirstVisit(page);
  const member = await memberNotShown(page, shown);
  for (const path of [`/members/${member.id}/landing2`, `/members/${member.id}/landing3/summer`, `/members/${member.id}/landing`]) {
    await opensOffline(page, path, notice(MEMBER_OFFLINE));
    await expectHeading(page, 'Singles who joined recently');
    await expect(page.getByRole('link', { name: 'Amora home' })).toBeVisible();
    await expect(footer(page)).toBeVisible();
    // The newest members the device has are there to write to.
    await expect(page.locator('.lander-tile').first()).toBeVisible();
  }
  await context.setOffline(false);
  await expectHeading(page, `Meet ${member.name}`);
});

test('signup from a member the device never had shows the form offline, and the member once back online', async ({ page, context }) => {
  const shown = await offlineAfterFirstVisit(page);
  const member = await memberNotShown(page, shown);
  await opensOffline(page, `/members/${member.id}/signup`, heading('Sign up'));
  await expect(notice(MEMBER_OFFLINE)(page)).toBeVisible();
  await expect(page.getByLabel('Your first message')).toBeVisible();
  await context.setOffline(false);
  await expectHeading(page, `Write to ${member.name}`);
});

test('an invitation link offline says it will be checked once back online', async ({ page }) => {
  await offlineAfterFirstVisit(page);
  await opensOffline(page, '/0123456789abcdef0123456789abcdef', notice('You are offline. Your invitation will be checked when you are back online.'));
  await expectHeading(page, 'You are invited');
});
