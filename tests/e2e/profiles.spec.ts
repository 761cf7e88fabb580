import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible, expectHeading } from './fixtures';
import { activeMember, api, unique } from './real-member';

test('a member edits the profile, finds the town by location, and uploads a photo that becomes the main one', async ({ browser }) => {
  // A signup, two saves, a reload, an upload and an accessibility scan: more than the usual time.
  test.slow();
  // Munich, as the browser reports it.
  const context = await browser.newContext({ geolocation: { latitude: 48.1351, longitude: 11.582 }, permissions: ['geolocation'] });
  const page = await context.newPage();
  await activeMember(page, { name: `Edit${unique().slice(-5)}` });
  await page.goto('/members');
  await expect(page.getByRole('complementary', { name: 'Add photos' })).toBeVisible();

  await page.goto('/profile');
  await expectHeading(page, 'My profile');
  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(page.getByText('Location found.')).toBeVisible();
  await expect(page.getByLabel('Country', { exact: true })).toHaveValue('DE');
  await expect(page.getByLabel('State')).toHaveValue('DE-BY');
  await expect(page.getByLabel('City')).toHaveValue('Munich');

  await page.getByLabel('Relationship status').selectOption({ label: 'Divorced' });
  await page.getByLabel('Eye colour').selectOption({ label: 'Hazel' });
  await page.getByRole('radio', { name: 'Yes', exact: true }).check();
  await page.getByText('Travelling', { exact: true }).click();
  await page.getByText('Wine', { exact: true }).click();
  await page.getByLabel('About me').fill('I cycle to the lakes on Sundays.');
  await page.getByLabel('Date of birth').fill('2015-01-01');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter your date of birth (18+)');
  await page.getByLabel('Date of birth').fill('1989-07-14');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile is saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('City')).toHaveValue('Munich');
  await expect(page.getByLabel('Relationship status')).toHaveValue('divorced');
  await expect(page.getByLabel('Travelling')).toBeChecked();
  await expect(page.getByLabel('About me')).toHaveValue('I cycle to the lakes on Sundays.');
  await expect(page.getByLabel('Date of birth')).toHaveValue('1989-07-14');

  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#6a8caf' } }).jpeg().toBuffer();
  await page.getByLabel('Choose a photo').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
  const item = page.locator('.photo-item');
  await expect(item).toHaveCount(1);
  await expect(item.getByText('Main photo')).toBeVisible();
  await expect(item.getByText('Being checked')).toBeVisible();
  await expect(item.getByRole('img', { name: 'Your main photo' })).toHaveJSProperty('complete', true);
  await expect(page.getByText('1 of 3 photos.')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/members');
  await expect(page.getByRole('complementary', { name: 'Add photos' })).toHaveCount(0);
  await context.close();
});

/** The cards of the search results (similar results, when shown, come first). */
const cards = (page: Page) => page.locator('.profile-grid').last().locator('.profile-card');

/** Presses Search and returns the names of page 1 as the server answered them: the cards of an earlier search stay until then. */
async function search(page: Page, country: string) {
  const answer = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname.endsWith('/members.php') && url.searchParams.get('country') === country && url.searchParams.get('page') === '1';
  });
  await page.getByRole('button', { name: 'Search' }).click();
  const { results } = (await (await answer).json()) as { results: { name: string; age: number }[] };
  const names = results.map(({ name, age }) => `${name}, ${age}`);
  expect(names).toHaveLength(20);
  await expect.poll(async () => (await cards(page).locator('.profile-card-name').allTextContents()).slice(0, 20)).toEqual(names);
  return names;
}

test('search by country and age scrolls to page 3, and back from a profile lands at the same place', async ({ page }) => {
  await activeMember(page, { name: `Seek${unique().slice(-5)}`, seeking: 'both' });
  await page.goto('/members');
  await expectHeading(page, 'Search members');
  await page.getByLabel('Show', { exact: true }).selectOption({ label: 'Women and men' });
  await page.getByLabel('Country', { exact: true }).selectOption({ label: 'Germany' });
  await page.getByLabel('Age from', { exact: true }).selectOption('25');
  await page.getByLabel('to', { exact: true }).selectOption('70');
  await search(page, 'DE');

  await expect(page.getByText(/\d+ members found/)).toBeVisible();
  const total = Number((await page.getByText(/\d+ members found/).textContent())!.match(/\d+/)![0]);
  expect(total).toBeGreaterThan(40);
  await expect(cards(page).nth(19)).toBeVisible();
  for (const card of (await cards(page).all()).slice(0, 20)) await expect(card.locator('.profile-card-name')).toHaveText(/, (2[5-9]|[3-6]\d|70)$/);

  // Scrolling down asks for the next pages, until page 3 is on screen.
  await expect(async () => {
    await page.keyboard.press('End');
    expect(await cards(page).count()).toBeGreaterThan(40);
  }).toPass();

  const target = cards(page).nth(42);
  const name = (await target.locator('.profile-card-name').textContent())!;
  await target.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await target.locator('a').click();
  await expectHeading(page, name);
  await page.goBack();
  await expectHeading(page, 'Search members');
  // The same member's card is on screen again. Not the same scroll offset: members who signed up
  // meanwhile (other tests run beside this one) come first in the list refreshed on the way back,
  // and the browser keeps the cards on screen where they were as the list above them grows.
  await expect(cards(page).filter({ has: page.locator('.profile-card-name', { hasText: name }) })).toBeInViewport();

  // The filters survive a reload.
  await page.reload();
  await expect(page.getByLabel('Country', { exact: true })).toHaveValue('DE');
  await expect(page.getByLabel('Age from', { exact: true })).toHaveValue('25');
});

test('a free member sees the private photos of others locked', async ({ page }) => {
  await activeMember(page, { name: `Free${unique().slice(-5)}` });
  type Search = { results: { id: number }[] };
  type Profile = { photos: { urls: unknown }[] };
  // The newest members are the tests' own, without photos: the seeded ones come on later pages.
  const pages = await Promise.all([1, 2, 3, 4, 5].map((n) => api<Search>(page, `members.php?country=NL&page=${n}`)));
  let withPrivate: number | undefined;
  for (const { id } of pages.flatMap((found) => found.results)) {
    const { profile } = await api<{ profile: Profile }>(page, `profile.php?id=${id}`);
    if (profile.photos.some((p) => p.urls === null)) {
      withPrivate = id;
      break;
    }
  }
  expect(withPrivate).toBeDefined();
  await page.goto(`/members/${withPrivate}`);
  const locked = page.getByRole('button', { name: /^Locked photo/ }).first();
  await locked.click();
  await expect(page.getByText('This photo is private. Premium members can see all photos.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Become premium' })).toBeVisible();
  await expectAccessible(page);
});

test('blocking hides each member from the other, and unblocking gives them back', async ({ browser }) => {
  // Two members in two browsers, each signing up: three times the usual time.
  test.slow();
  const blockerPage = await (await browser.newContext()).newPage();
  const blockedPage = await (await browser.newContext()).newPage();
  const country = 'CH';
  const blocker = await activeMember(blockerPage, { name: `Ayla${unique().slice(-4)}`, country, gender: 'female', seeking: 'male' });
  const blocked = await activeMember(blockedPage, { name: `Bram${unique().slice(-4)}`, country, gender: 'male', seeking: 'female' });
  const searchSwiss = async (page: Page) => {
    await page.goto('/members');
    await page.getByLabel('Show', { exact: true }).selectOption({ label: 'Women and men' });
    await page.getByLabel('Country', { exact: true }).selectOption({ label: 'Switzerland' });
    await page.getByLabel('Age from', { exact: true }).selectOption('');
    await page.getByLabel('to', { exact: true }).selectOption('');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(cards(page).first()).toBeVisible();
  };

  await searchSwiss(blockedPage);
  await expect(cards(blockedPage).filter({ hasText: blocker.name })).toHaveCount(1);

  await blockerPage.goto(`/members/${blocked.id}`);
  await expectHeading(blockerPage, new RegExp(`^${blocked.name}, \\d+$`));
  blockerPage.once('dialog', (dialog) => void dialog.accept());
  await blockerPage.getByRole('button', { name: 'Block' }).click();
  await expect(blockerPage.getByText(`You have blocked ${blocked.name}.`)).toBeVisible();

  await blockedPage.goto(`/members/${blocker.id}`);
  await expect(blockedPage.getByText(`You're blocked by ${blocker.name}. You do not have access to this page.`)).toBeVisible();
  await searchSwiss(blockedPage);
  await expect(cards(blockedPage).filter({ hasText: blocker.name })).toHaveCount(0);
  await searchSwiss(blockerPage);
  await expect(cards(blockerPage).filter({ hasText: blocked.name })).toHaveCount(0);

  await blockerPage.goto('/profile');
  await blockerPage.getByRole('region', { name: 'Blocked members' }).getByRole('button', { name: 'Unblock' }).click();
  await expect(blockerPage.getByRole('region', { name: 'Blocked members' })).toHaveCount(0);
  await blockedPage.goto(`/members/${blocker.id}`);
  await expectHeading(blockedPage, new RegExp(`^${blocker.name}, \\d+$`));
});

test('a search asked for while the first one is still loading shows its own cards', async ({ page }) => {
  await activeMember(page, { name: `Quick${unique().slice(-5)}`, seeking: 'both' });
  // The first search (the member's own country, NL) is held back until the member's own search is on screen.
  let deliver!: () => void;
  const held = new Promise<void>((resolve) => { deliver = resolve; });
  await page.route('**/api/members.php?*', async (route) => {
    if (new URL(route.request().url()).searchParams.get('country') === 'NL') await held;
    await route.continue();
  });
  const first = page.waitForRequest((request) => new URL(request.url()).searchParams.get('country') === 'NL');
  await page.goto('/members');
  await first;
  await page.getByLabel('Country', { exact: true }).selectOption({ label: 'Italy' });
  const names = await search(page, 'IT');

  // The first answer lands late and changes nothing.
  const late = page.waitForResponse((response) => new URL(response.url()).searchParams.get('country') === 'NL');
  deliver();
  await late;
  await expect(page.getByRole('status').filter({ hasText: 'Loading more members…' })).toHaveCount(0);
  expect((await cards(page).locator('.profile-card-name').allTextContents()).slice(0, 20)).toEqual(names);
  await expect(page.getByLabel('Country', { exact: true })).toHaveValue('IT');
});

test('the search opens from the device when offline, with the cards already found', async ({ page, context }) => {
  await activeMember(page, { name: `Away${unique().slice(-5)}`, seeking: 'both' });
  await page.goto('/members');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // A second visit: the service worker has now seen the settings, as it has for any returning member.
  await page.reload();
  await page.getByLabel('Show', { exact: true }).selectOption({ label: 'Women and men' });
  await page.getByLabel('Country', { exact: true }).selectOption({ label: 'Italy' });
  // Page 2 may follow at once (the end of the list is in view): page 1 is what is compared.
  const names = await search(page, 'IT');

  await context.setOffline(true);
  await page.reload();
  await expectHeading(page, 'Search members');
  await expect(page.getByLabel('Country', { exact: true })).toHaveValue('IT');
  await expect(cards(page).nth(19)).toBeVisible();
  expect((await cards(page).locator('.profile-card-name').allTextContents()).slice(0, 20)).toEqual(names);
  await context.setOffline(false);
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the search filters fold away so the cards start on the first screen', async ({ page }) => {
    await activeMember(page, { name: `Tiny${unique().slice(-5)}` });
    await page.goto('/members');
    await expect(cards(page).first()).toBeInViewport();
    await expect(page.getByLabel('Country', { exact: true })).toBeHidden();
    await page.getByText('Search filters').click();
    await page.getByLabel('Country', { exact: true }).selectOption({ label: 'Poland' });
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(cards(page).first()).toBeInViewport();
    await expect(page.getByLabel('Country', { exact: true })).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});

test('liking from a profile: a like, a match when it is liked back, and unliking; visitors are asked to sign up, in their language', async ({ browser }) => {
  test.slow();
  const annPage = await (await browser.newContext()).newPage();
  const benPage = await (await browser.newContext()).newPage();
  const ann = await activeMember(annPage, { name: `Ann${unique().slice(-5)}`, gender: 'female', seeking: 'male' });
  const ben = await activeMember(benPage, { name: `Ben${unique().slice(-5)}`, gender: 'male', seeking: 'female' });
  const matchNotice = (page: Page) => page.getByText("It's a match: you like each other.");
  // The match overlay may come at any moment (at once for Ben, on a poll for Ann; likes.spec.ts tests
  // it): here it is closed whenever it shows, so the profile page stays in reach.
  for (const page of [annPage, benPage]) {
    await page.addLocatorHandler(page.locator('dialog.like-overlay'), (overlay) => overlay.getByRole('heading').click());
  }

  await annPage.goto(`/members/${ben.id}`);
  await annPage.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(annPage.getByRole('button', { name: 'Unlike' })).toBeVisible();
  await expect(matchNotice(annPage)).toHaveCount(0);
  await annPage.reload();
  await expect(annPage.getByRole('button', { name: 'Unlike' })).toBeVisible();

  await benPage.goto(`/members/${ann.id}`);
  await benPage.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(matchNotice(benPage)).toBeVisible();
  await annPage.reload();
  await expect(matchNotice(annPage)).toBeVisible();

  await annPage.getByRole('button', { name: 'Unlike' }).click();
  await expect(annPage.getByRole('button', { name: 'Like', exact: true })).toBeVisible();
  await expect(matchNotice(annPage)).toHaveCount(0);
  await benPage.reload();
  await expect(benPage.getByRole('button', { name: 'Unlike' })).toBeVisible();
  await expect(matchNotice(benPage)).toHaveCount(0);
  await expect(benPage.getByRole('link', { name: 'Send a gift' })).toHaveAttribute('href', `/members/${ann.id}/chat`);

  // A visitor whose browser speaks German: the page, the country included, is in German.
  const visitor = await (await browser.newContext({ locale: 'de-DE' })).newPage();
  await visitor.goto(`/members/${ann.id}`);
  await expect(visitor.locator('.profile-place')).toHaveText('Niederlande');
  await visitor.getByRole('button', { name: 'Gefällt mir', exact: true }).click();
  await expect(visitor.getByRole('dialog', { name: 'Kostenlos registrieren' })).toBeVisible();
});
