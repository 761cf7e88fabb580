import { expect, test } from '@playwright/test';
import { expectAccessible, expectHeading } from './fixtures';
import { logIn, member, storeCounts } from './member';

test('a logged-in free member sees search, messages, likes and get premium; the logo leads to members', async ({ page }) => {
  await logIn(page, member());
  await page.goto('/pages/faq');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Get premium' })).toHaveAttribute('href', '/premium');
  await expect(nav.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/members');
  await expect(nav.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/chats');
  await expect(nav.getByRole('link', { name: 'Likes' })).toHaveAttribute('href', '/likes');
  await expect(nav.getByRole('link', { name: 'Amora home' })).toHaveAttribute('href', '/members');
  await expect(nav.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Credits' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Repeat order' })).toHaveCount(0);
  await expectAccessible(page);
});

test('badges read 99+ above 99, and the title counts both', async ({ page }) => {
  await logIn(page, member());
  await page.goto('/pages/faq');
  await expectHeading(page, 'Frequently asked questions');
  await storeCounts(page, 150, 7);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.locator('li', { hasText: 'Messages' }).locator('.badge')).toHaveText('99+ unread messages');
  await expect(nav.locator('li', { hasText: 'Likes' }).locator('.badge')).toHaveText('7 new likes');
  await expect(page).toHaveTitle('(157) Frequently asked questions · Amora');
});

for (const [credits, tone] of [[0, 'danger'], [4, 'warning'], [10, 'warning'], [11, null]] as const) {
  test(`a paid member with ${credits} credits sees ${tone ?? 'no'} credits badge and the repeat-order link`, async ({ page }) => {
    await logIn(page, member({ paid_user: true, credits }));
    await page.goto('/pages/faq');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Repeat order' })).toHaveAttribute('href', '/credits/repeat-order');
    await expect(nav.getByRole('link', { name: 'Get premium' })).toHaveCount(0);
    const item = nav.locator('li', { hasText: 'Credits' });
    await expect(item.getByRole('link', { name: 'Credits' })).toHaveAttribute('href', '/credits');
    if (tone) await expect(item.locator(`.badge-${tone}`)).toHaveText(new RegExp(`^${credits} credit`));
    else await expect(item.locator('.badge')).toHaveCount(0);
  });
}

test('one tab is the page on screen: the repeat order, under /credits, is not the credits too', async ({ page }) => {
  await logIn(page, member({ paid_user: true, credits: 20 }));
  const nav = page.getByRole('navigation', { name: 'Main' });
  await page.goto('/credits/repeat-order');
  await expect(nav.locator('a[aria-current="page"]')).toHaveText(['Repeat order']);
  await page.goto('/credits');
  await expect(nav.locator('a[aria-current="page"]')).toHaveText(['Credits']);
});

test('the account menu leads to my profile and settings, and logs out to the home page', async ({ page }) => {
  await logIn(page, member());
  await page.goto('/members');
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await expect(page.getByRole('link', { name: 'My profile' })).toHaveAttribute('href', '/profile');
  await expect(page.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/notifications');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('complete-signup hides the language and account menus', async ({ page }) => {
  await logIn(page, member({ signup_step: 0 }));
  await page.goto('/complete-signup');
  await expectHeading(page, 'Complete your profile');
  await expect(page.getByRole('button', { name: /^Language: / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Account menu/ })).toHaveCount(0);
  await page.goto('/profile');
  await expect(page.getByRole('button', { name: /^Language: / })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
});
