import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectAccessible, expectHeading } from './fixtures';
import { activeMember, api } from './real-member';

/**
 * Likes between members: the overlay on a new like and on a match, the badge and title moving on
 * the next poll (the poll timer is the page's, faked here), the like modal of ?t=, and the likes pages.
 */

/** A page whose timers the test moves: the poll comes when the test says. */
async function pageWithClock(context: BrowserContext): Promise<Page> {
  await context.clock.install();
  return context.newPage();
}

/** Runs the poll timer to its next poll and waits until that poll is done (the worker fetches for real). */
async function nextPoll(page: Page, ms: number) {
  const polled = page.waitForResponse((response) => response.url().endsWith('/api/likes.php'));
  await page.clock.runFor(ms);
  await polled;
}

const overlay = (page: Page) => page.getByRole('dialog');

test('two members who like each other: a new like on the next poll, then a match for both', async ({ browser }) => {
  // Two members in two browsers, each waiting for a poll.
  test.slow();
  // Two members in two browsers, each signing up: three times the usual time.
  test.slow();
  const [contextA, contextB] = await Promise.all([browser.newContext(), browser.newContext()]);
  const [alma, bruno] = await Promise.all([pageWithClock(contextA), pageWithClock(contextB)]);
  const [a, b] = await Promise.all([
    activeMember(alma, { name: 'Alma', gender: 'female', seeking: 'male' }),
    activeMember(bruno, { name: 'Bruno', gender: 'male', seeking: 'female' }),
  ]);

  // Both have looked once: what comes after that is news.
  await Promise.all([alma.goto('/members'), bruno.goto('/likes')]);
  await expectHeading(bruno, 'Likes');
  await Promise.all([nextPoll(alma, 5_000), nextPoll(bruno, 5_000)]);
  await expect(bruno).toHaveTitle('Likes · Amora');

  await alma.goto(`/members/${b.id}`);
  await alma.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(alma.getByRole('button', { name: 'Unlike' })).toBeVisible();

  // Bruno's next poll brings the like: overlay, badge and title, without a reload.
  await nextPoll(bruno, 60_000);
  await expect(overlay(bruno)).toBeVisible();
  await expect(overlay(bruno).getByRole('heading')).toHaveText('New like!');
  await expect(overlay(bruno)).toContainText('Alma likes you.');
  await expect(bruno).toHaveTitle('(1) Likes · Amora');
  await expect(bruno.getByRole('navigation', { name: 'Main' }).getByText('1 new like')).toBeAttached();

  // The photo opens her profile behind the overlay, which stays open.
  await overlay(bruno).getByRole('button', { name: 'Open the profile of Alma' }).click();
  await expect(bruno).toHaveURL(`/members/${a.id}`);
  await expect(overlay(bruno)).toBeVisible();
  // Opening the liker's profile made the like seen.
  await expect(bruno).toHaveTitle(/^Alma, \d+ · Amora$/);

  // Liking back from the overlay: it is a match, and the overlay says so at once.
  await overlay(bruno).getByRole('button', { name: 'Like back' }).click();
  await expect(overlay(bruno).getByRole('heading')).toHaveText("It's a match!");
  await expect(overlay(bruno).getByRole('button', { name: 'Send a message' })).toBeVisible();
  // A click on the overlay itself closes it.
  await overlay(bruno).getByRole('heading').click();
  await expect(overlay(bruno)).toBeHidden();

  // Alma learns of the match on her next poll.
  await nextPoll(alma, 60_000);
  await expect(overlay(alma).getByRole('heading')).toHaveText("It's a match!");
  await expect(overlay(alma)).toContainText('You and Bruno like each other.');
  await overlay(alma).getByRole('button', { name: 'Send a message' }).click();
  await expect(alma).toHaveURL(`/members/${b.id}/chat`);

  // Closed, it never comes back for the same like.
  await alma.goto('/likes');
  await nextPoll(alma, 60_000);
  await expect(alma.getByRole('heading', { name: 'Matches (1)' })).toBeVisible();
  await expect(overlay(alma)).toBeHidden();
  await Promise.all([contextA.close(), contextB.close()]);
});

test('the likes pages list who liked, whom the member liked and the matches, and work offline', async ({ page, context }) => {
  // A signup, two profiles, three likes pages and an offline reload.
  test.slow();
  await activeMember(page, { name: 'Carla', gender: 'female', seeking: 'male' });
  // She likes two demo members (the server is seeded with them) from their profiles.
  const { results } = await api<{ results: { id: number; name: string; fictional: boolean }[] }>(page, 'members.php?gender=male&country=NL');
  const [first, second] = results.filter((member) => member.fictional);
  for (const member of [first!, second!]) {
    await page.goto(`/members/${member.id}`);
    await page.getByRole('button', { name: 'Like', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Unlike' })).toBeVisible();
  }

  await page.goto('/likes');
  await expectHeading(page, 'Likes');
  await expect(page.getByRole('heading', { name: 'You liked (2)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Liked you (0)' })).toBeVisible();
  await expect(page.getByText('Nobody has liked you yet.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Search members' }).first()).toBeVisible();
  await expectAccessible(page);
  // Newest first; names repeat, profile addresses do not.
  const sent = page.getByRole('region', { name: 'You liked (2)' });
  await expect(sent.getByRole('article').first().getByRole('link').first()).toHaveAttribute('href', `/members/${second!.id}`);

  await page.goto('/likes/sent');
  await expectHeading(page, 'You liked');
  const cardOf = (id: number) => page.getByRole('article').filter({ has: page.locator(`a[href="/members/${id}"]`) });
  await cardOf(first!.id).getByRole('button', { name: `Unlike ${first!.name}` }).click();
  await expect(cardOf(first!.id)).toBeHidden();
  await cardOf(second!.id).getByRole('link', { name: 'Details' }).click();
  await expect(page).toHaveURL(`/likes/m/${second!.id}`);
  await expectHeading(page, `You and ${second!.name}`);
  await expect(page.getByText(new RegExp(`You liked ${second!.name} on `))).toBeVisible();
  await expect(page.getByRole('link', { name: `Send ${second!.name} a message` })).toBeVisible();

  // Offline, the stored likes are still there.
  await page.goto('/likes');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'You liked (1)' })).toBeVisible();
  await expect(page.getByText('You are offline. These are your likes as of your last visit.')).toBeVisible();
  await context.setOffline(false);
});

test('?t=3 shows the like modal after 3 seconds: a fictional profile, marked so', async ({ page, context }) => {
  await context.clock.install();
  await activeMember(page, { name: 'Dana', gender: 'female', seeking: 'male' });
  // Listened for from the start: the page's clock also runs on by itself, so the call may come early in the run.
  const liked = page.waitForResponse((response) => response.url().endsWith('/api/auto-like.php'));
  await page.goto('/members?t=3');
  await expectHeading(page, 'Search members');
  await expect(overlay(page)).toBeHidden();
  await page.clock.runFor(3_100);
  await liked;
  await expect(overlay(page).getByRole('heading')).toHaveText('New like!');
  // Every seeded member is fictional: the overlay says so.
  await expect(overlay(page).locator('.fictional')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(overlay(page)).toBeHidden();
});

test('a likes type that does not exist is the 404 page', async ({ page }) => {
  for (const path of ['/likes/nonsense', '/likes/m/abc']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expectHeading(page, 'This page could not be found');
  }
});
