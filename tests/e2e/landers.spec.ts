import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, expectHeading } from './fixtures';
import { E2E_ORIGIN } from './server';
import { linkIn, newestMail } from './mail';

/**
 * The landing pages (docs/product/screens.md#landers): each its own page, each leading to signup, each keeping the traffic
 * source the visitor came with (docs/product/validation.md#tracking-parameters), each marking fictional members.
 */

const TRACKING = 'network=adnet&sub1={click77}&cpc=0.40';

/** What makes each lander itself, found on the page. */
const LANDERS: { path: string; heading: RegExp; own: (page: Page) => Locator }[] = [
  { path: '/landers/adultonly', heading: /^Dating for adults only$/, own: (page) => page.getByRole('heading', { name: 'Are you 18 or older?' }) },
  { path: '/landers/tinderswipe', heading: /^Swipe, match, chat$/, own: (page) => page.getByRole('group', { name: 'Members to swipe' }).or(page.getByLabel('Members to swipe')) },
  { path: '/landers/whoneedsstrings', heading: /^Who needs strings\?$/, own: (page) => page.getByText('No strings, no drama.') },
  { path: '/landers/alonetonight/amsterdam', heading: /^Alone tonight in Amsterdam\?$/, own: (page) => page.locator('.lander-night') },
  { path: '/landers/collagelanding/over-40', heading: /^Over 40: singles who want to meet$/, own: (page) => page.locator('.collage .collage-item').first() },
  { path: '/landers/gallery/beach', heading: /^Gallery: Beach$/, own: (page) => page.getByRole('list', { name: 'More members' }) },
  { path: '/landers/iconslanding/rotterdam', heading: /^Rotterdam: dating made simple$/, own: (page) => page.getByRole('heading', { name: 'Safety' }) },
  { path: '/landers/maplanding/utrecht', heading: /^Singles near you in Utrecht$/, own: (page) => page.getByRole('img', { name: 'A map with the towns of the members below' }) },
  { path: '/landers/socialnetwork/students', heading: /^Students: what is new$/, own: (page) => page.locator('.feed-post').first() },
  { path: '/landers/transitionsvideolanding/weekend', heading: /^Weekend: three steps to a date$/, own: (page) => page.getByRole('button', { name: 'Browse' }) },
  { path: '/landers/video/summer', heading: /^Summer: press play on your love life$/, own: (page) => page.locator('.reel-screen') },
];

const fictionalMarks = (page: Page) => page.locator('.fictional');

test('every lander is its own page, marks fictional members, and keeps the traffic source on the way to signup', async ({ page }) => {
  test.slow();
  for (const lander of LANDERS) {
    await page.goto(`${lander.path}?${TRACKING}`);
    await expectHeading(page, lander.heading);
    await expect(lander.own(page)).toBeVisible();
    // The tracking is kept by the device and taken out of the address.
    await expect(page).toHaveURL(lander.path);
    if (lander.path === '/landers/adultonly') await page.getByRole('button', { name: 'Yes, I am 18 or older' }).click();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('amora.tracking') ?? 'null'))).toMatchObject({ network: 'adnet', sub1: 'click77' });
    await expect(page.locator('a[href="/signup"], a[href^="/members/"][href$="/signup"]').first()).toBeAttached();
  }
});

test('the gallery names its member, age and town on one line, with no separator left alone', async ({ page }) => {
  await page.goto('/landers/gallery/beach');
  const caption = page.locator('.gallery-stage figcaption');
  await expect(caption).toBeVisible();
  const lines = (await caption.innerText()).split('\n').map((line) => line.trim()).filter(Boolean);
  expect(lines[0]).toMatch(/^\S.*, \d+ · \S.*$/);
  expect(lines.filter((line) => line.startsWith('·'))).toEqual([]);
});

test('the map lander without a town names the visitor\'s country as each language does', async ({ page, context }) => {
  await page.goto('/landers/maplanding');
  await expectHeading(page, 'Singles near you in the Netherlands');
  await context.addCookies([{ name: 'i18n_redirected', value: 'de', url: E2E_ORIGIN }]);
  await page.reload();
  await expectHeading(page, 'Singles in deiner Nähe in den Niederlanden');
});

test('a lander whose theme names ages shows members of those ages, and says so in the page\'s language', async ({ page, context }) => {
  await page.goto('/landers/collagelanding/over-40');
  await expectHeading(page, 'Over 40: singles who want to meet');
  await expect(page.locator('.collage-name').first()).toBeVisible();
  const ages = (await page.locator('.collage-name').allInnerTexts()).map((text) => Number(/(\d+)$/.exec(text)?.[1]));
  expect(ages.length).toBeGreaterThan(1);
  expect(ages.filter((age) => !(age >= 40))).toEqual([]);
  await context.addCookies([{ name: 'i18n_redirected', value: 'de', url: E2E_ORIGIN }]);
  await page.reload();
  await expectHeading(page, /^Über 40: /);
});

test('the swipe lander tells of the arrow keys only where there is a keyboard', async ({ browser }) => {
  const phone = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 640 } });
  const page = await phone.newPage();
  await page.goto('/landers/tinderswipe');
  await expect(page.getByText('Swipe right if you like them, left if not.')).toBeVisible();
  await expect(page.getByText('Or use the arrow keys.')).toBeHidden();
  await phone.close();
});

test('the adults-only lander asks the age first', async ({ page }) => {
  await page.goto('/landers/adultonly');
  await expect(page.locator('.lander-tile')).toHaveCount(0);
  await page.getByRole('button', { name: 'Yes, I am 18 or older' }).click();
  await expect(page.locator('.lander-tile').first()).toBeVisible();
  await expect(fictionalMarks(page).first()).toBeVisible();
  await expectAccessible(page);

  await page.reload();
  await page.getByRole('button', { name: 'No', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Sorry, you must be 18 or older to use this site.');
  await expect(page.locator('.lander-tile')).toHaveCount(0);
});

test('the swipe lander deals cards by button, key and finger, and asks to sign up after three likes', async ({ page }) => {
  await page.goto('/landers/tinderswipe');
  const card = page.locator('.swipe-card h2');
  const first = await card.textContent();
  await page.getByRole('button', { name: 'Pass' }).click();
  await expect(card).not.toHaveText(first!);
  await page.getByRole('button', { name: 'Like', exact: true }).click();
  await page.locator('.swipe-deck').press('ArrowRight');
  // The third like by dragging the card to the right.
  const box = (await page.locator('.swipe-card').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 150, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByRole('heading', { name: 'You liked 3 members' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign up for free' }).click();
  await expect(page).toHaveURL('/signup');
});

test('each lander passes axe, with the entry warning embedded for a visitor who has not read it', async ({ browser }) => {
  test.slow();
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto('/landers/gallery/beach');
  // Embedded, not a modal: the lander stays usable.
  const warning = page.locator('#site-entry-warning');
  await expect(warning.getByRole('heading', { name: 'Important' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectAccessible(page);
  await warning.getByRole('button', { name: 'I am 18 or older, continue' }).click();
  await expect(warning).toHaveCount(0);
  for (const lander of LANDERS) {
    await page.goto(lander.path);
    await expectHeading(page, lander.heading);
    await expectAccessible(page);
  }
  await context.close();
});

test('a profile lander: the first message written on it is kept through signup and reaches the chat after activation', async ({ page }) => {
  test.slow();
  await page.goto('/');
  const { profiles } = await page.evaluate(async () => (await (await fetch('/api/featured.php')).json()) as { profiles: { id: number; name: string; fictional: boolean }[] });
  const partner = profiles.find((profile) => profile.fictional)!;

  await page.goto(`/members/${partner.id}/landing?${TRACKING}`);
  await expectHeading(page, `Meet ${partner.name}`);
  await expect(page.locator('.featured-member .fictional')).toBeVisible();
  await expect(page.getByRole('link', { name: `Write to ${partner.name} for free` })).toHaveAttribute('href', `/members/${partner.id}/signup`);

  await page.goto(`/members/${partner.id}/landing3/amsterdam`);
  await expectHeading(page, `${partner.name} and other singles: Amsterdam`);
  await expectAccessible(page);

  await page.goto(`/members/${partner.id}/landing2/amsterdam`);
  await expectHeading(page, `${partner.name} · Amsterdam`);
  await expectAccessible(page);
  const message = `Hallo ${partner.name}, zin in koffie?`;
  await page.getByLabel(`Your first message to ${partner.name}, for free`).fill(message);
  await page.getByRole('button', { name: 'Send and sign up' }).click();
  await expect(page).toHaveURL(`/members/${partner.id}/signup`);
  await expect(page.getByLabel(`Your first message to ${partner.name}`)).toHaveValue(message);

  const email = `lander-${Date.now()}@example.org`;
  await page.getByRole('radio', { name: 'man', exact: true }).check();
  await page.getByRole('radio', { name: 'women', exact: true }).check();
  await page.getByLabel('Username').fill('Lander');
  await page.getByLabel('Date of birth').fill('1990-02-03');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill('walking by the canals at night');
  const signup = page.waitForRequest((request) => request.url().endsWith('/api/signup.php'));
  await page.getByRole('button', { name: 'Send and create my account' }).click();
  // The traffic source of the first lander went with the signup.
  expect((await signup).postDataJSON()).toMatchObject({ tracking: { network: 'adnet', sub1: 'click77' }, profile_id: partner.id, signup_message: message });
  await expect(page).toHaveURL('/complete-signup');

  await page.goto(linkIn(await newestMail(email)));
  await expect(page).toHaveURL('/activate/done');
  await page.goto(`/members/${partner.id}/chat`);
  await expect(page.getByText(message)).toBeVisible();
});
