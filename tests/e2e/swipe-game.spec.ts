import { expect, test, type Page } from '@playwright/test';
import { LOCALES } from '../../common/constants';
import { expectAccessible, expectHeading } from './fixtures';
import { activeMember, api } from './real-member';
import { E2E_ORIGIN } from './server';

/**
 * The swipe game on a phone: by keyboard, by a finger's drag and by the buttons; 4 likes a day, then a
 * countdown; on a small phone's one screen; the arrow keys told of only where there is a keyboard.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, timezoneId: 'Pacific/Auckland' });

const likesLeft = (page: Page) => page.getByRole('status').filter({ hasText: /today/ });

/** Drags the card sideways with a finger, as a phone sends it. */
async function dragWithFinger(page: Page, dx: number) {
  const box = (await page.locator('.swipe-card').boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  const y = box.y + box.height / 3;
  const x = box.x + box.width / 2;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 8; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * step) / 8, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test('like and pass by keyboard, finger and button; the fifth like waits for the member\'s midnight', async ({ page, context }) => {
  await context.clock.install();
  await activeMember(page, { name: 'Ella', gender: 'female', seeking: 'male' });
  await page.goto('/swipe-game');
  await expectHeading(page, 'Swipe game');
  await expect(likesLeft(page)).toHaveText('4 likes left today');
  await expectAccessible(page);
  // The server now counts her day in her own time zone.
  expect((await api<{ user: { time_zone: string } }>(page, 'user.php')).user.time_zone).toBe('Pacific/Auckland');

  const card = page.getByRole('article');
  // Which member the card shows: names repeat, profile addresses do not.
  const profileLink = card.getByRole('link', { name: 'View profile' });
  const shown = async () => (await profileLink.getAttribute('href'))!;
  const expectMovedOn = (from: string) => expect(profileLink).not.toHaveAttribute('href', from);

  const first = await shown();
  await page.keyboard.press('ArrowRight');
  await expect(likesLeft(page)).toHaveText('3 likes left today');
  await expectMovedOn(first);

  const passed = await shown();
  await page.keyboard.press('ArrowLeft');
  await expectMovedOn(passed);
  await expect(likesLeft(page)).toHaveText('3 likes left today');

  const dragged = await shown();
  await dragWithFinger(page, 300);
  await expectMovedOn(dragged);
  await expect(likesLeft(page)).toHaveText('2 likes left today');

  // A small nudge is no swipe: the card springs back.
  const nudged = await shown();
  await dragWithFinger(page, 40);
  await expect(profileLink).toHaveAttribute('href', nudged);

  await page.getByRole('button', { name: /^Like / }).click();
  await expect(likesLeft(page)).toHaveText('1 like left today');
  await page.keyboard.press('ArrowRight');
  await expect(likesLeft(page)).toContainText('No likes left today. New likes in');

  // The countdown ticks each second.
  const countdown = page.locator('time.countdown');
  await expect(countdown).toHaveText(/^\d\d:\d\d:\d\d$/);
  const before = await countdown.textContent();
  await page.clock.runFor(1_000);
  await expect(countdown).not.toHaveText(before!);
  await expect(page.getByRole('button', { name: /^Like / })).toBeDisabled();
  // … and looks it: not the pink of a button that can be pressed.
  expect(Number(await page.getByRole('button', { name: /^Like / }).evaluate((button) => getComputedStyle(button).opacity))).toBeLessThan(1);

  // Passing is still free.
  const stillPassing = await shown();
  await page.getByRole('button', { name: /^Pass on / }).click();
  await expectMovedOn(stillPassing);
  // The four likes are real: they are on the likes page.
  await page.goto('/likes');
  await expect(page.getByRole('heading', { name: 'You liked (4)' })).toBeVisible();
});

test.describe('on a 360 × 640 phone', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test('the card and its buttons fit the screen without scrolling, below the first prompt, in every language', async ({ page, context }) => {
    await activeMember(page, { name: 'Small', gender: 'female', seeking: 'male' });
    for (const locale of LOCALES) {
      await context.addCookies([{ name: 'i18n_redirected', value: locale, url: E2E_ORIGIN }]);
      await page.goto('/swipe-game');
      // A new member has no photo yet: the add-photos prompt is the one above the page.
      await expect(page.locator('.prompt')).toBeVisible();
      await expect(page.getByRole('article')).toBeVisible();
      for (const part of [page.getByRole('article'), page.locator('.swipe-pass'), page.locator('.swipe-like')]) {
        const box = (await part.boundingBox())!;
        expect(box.y, locale).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height, locale).toBeLessThanOrEqual(640);
      }
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    }
  });

  test('says nothing of arrow keys on a touch screen, in any language', async ({ page, context }) => {
    await activeMember(page, { name: 'Touch', gender: 'female', seeking: 'male' });
    for (const locale of LOCALES) {
      await context.addCookies([{ name: 'i18n_redirected', value: locale, url: E2E_ORIGIN }]);
      await page.goto('/swipe-game');
      await expect(page.getByRole('article')).toBeVisible();
      await expect(page.locator('main')).not.toContainText(/←|→|arrow|Pfeil|fl[eè]ch|frecc|pijl|strzał/i, { useInnerText: true });
    }
  });
});

test.describe('with a mouse', () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false });

  test('tells of the arrow keys', async ({ page }) => {
    await activeMember(page, { name: 'Mouse', gender: 'female', seeking: 'male' });
    await page.goto('/swipe-game');
    await expect(page.getByText('With the keyboard: ← to pass, → to like.')).toBeVisible();
  });
});
