import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Settings } from '../../common/api/settings';
import { LOCALES } from '../../common/constants';
import { expectAccessible, expectHeading } from './fixtures';
import { E2E_ORIGIN } from './server';

/**
 * The site's pages of the footer (src/features/pages): real content that says what the product does,
 * in every language. The e2e server sets no COMPANY_ADDED, so the terms date is the default one.
 */

interface StaticPage {
  path: string;
  heading: string;
  /** Paragraphs and list items the main content holds at least. */
  least: number;
  /** What this page in particular must say. */
  facts: (main: Locator, page: Page) => Promise<void>;
}

const settingsOf = async (page: Page) => ((await (await page.request.get('/api/settings.php')).json()) as { settings: Settings }).settings;

const PAGES: StaticPage[] = [
  {
    path: '/pages/terms', heading: 'Terms and conditions', least: 35,
    facts: async (main) => {
      await expect(main).toContainText('In force since December 1, 2023.');
      await expect(main).toContainText('You must be at least 18 years old');
      await expect(main.locator('dl.contact')).toContainText('Amora Online B.V.');
      // The name's own stop ends the sentence: no "B.V.." anywhere.
      await expect(main).toContainText('Amora is run by Amora Online B.V. Our full company details are at the end of this page.');
      await expect(main).not.toContainText('B.V..');
      // A country's bare name never follows "the law of": "the law of Netherlands" is not English.
      await expect(main).toContainText('governed by the law of the country where we are established: Netherlands.');
      await expect(main.locator('dl.contact')).toContainText('12345678');
      await expect(main.getByRole('link', { name: 'return policy' })).toHaveAttribute('href', '/pages/return-policy');
    },
  },
  {
    path: '/pages/privacy', heading: 'Privacy statement', least: 25,
    facts: async (main) => {
      await expect(main).toContainText('network, ref, sub1 to sub3');
      await expect(main).toContainText('14 days later everything is deleted for good');
      await expect(main).toContainText('login attempts, with their network address, after a day');
    },
  },
  {
    path: '/pages/cookies', heading: 'Cookie statement', least: 5,
    facts: async (main) => {
      const cookies = main.getByRole('table', { name: 'The cookies we set' });
      await expect(cookies.getByRole('rowheader')).toHaveCount(3);
      await expect(cookies).toContainText('i18n_redirected');
      await expect(cookies).toContainText('auth.session');
      await expect(cookies).toContainText('auth.device');
      await expect(main.getByRole('table', { name: 'Data kept in your browser' })).toContainText('amora.search-filters');
    },
  },
  {
    path: '/pages/ban', heading: 'Ban policy', least: 15,
    facts: async (main) => {
      await expect(main).toContainText('Involve anyone under 18 in any way.');
      await expect(main.getByRole('link', { name: 'complaints form' }).first()).toHaveAttribute('href', '/complaints');
    },
  },
  {
    path: '/pages/faq', heading: 'Frequently asked questions', least: 25,
    facts: async (main) => {
      expect(await main.locator('details').count()).toBeGreaterThanOrEqual(20);
      const question = main.getByText('Can I undo deleting my account?');
      const answer = main.getByText('Yes, within 14 days');
      await expect(answer).toBeHidden();
      await question.click();
      await expect(answer).toBeVisible();
    },
  },
  {
    path: '/pages/return-policy', heading: 'Return policy', least: 8,
    facts: async (main, page) => {
      const days = (await settingsOf(page)).refund_days;
      await expect(main.locator('p').first()).toContainText(`within ${days} days of buying them`);
    },
  },
  {
    path: '/pages/service', heading: 'Customer service', least: 5,
    facts: async (main, page) => {
      const { support_email: email, support_phone: phone } = await settingsOf(page);
      await expect(main.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
      const call = main.getByRole('link', { name: phone });
      await expect(call).toHaveAttribute('href', /^tel:\+?\d+$/);
      expect(await call.getAttribute('href')).toBe(`tel:${phone.replace(/[\s-]/g, '')}`);
      await expect(main.getByRole('link', { name: 'complaints form' })).toHaveAttribute('href', '/complaints');
      await expect(main.getByRole('link', { name: 'frequently asked questions' })).toHaveAttribute('href', '/pages/faq');
      await expect(main.locator('dl.contact').last()).toContainText('Amora Online B.V.');
    },
  },
];

/** What these pages said while they were placeholders, or say when no content reached the device. */
const PLACEHOLDERS = [
  'When and why we block accounts.', 'Which cookies we use, and why.', 'Answers to the questions members ask most.',
  'How we handle your personal data.', 'This page needs an internet connection',
];

for (const { path, heading, least, facts } of PAGES) {
  test(`${path} in English has its heading, real content and no placeholder, and is accessible`, async ({ page }) => {
    await page.goto(path);
    await expectHeading(page, heading);
    const main = page.locator('main');
    await expect.poll(() => main.locator('p, li').count()).toBeGreaterThanOrEqual(least);
    for (const placeholder of PLACEHOLDERS) await expect(main).not.toContainText(placeholder);
    await facts(main, page);
    await expectAccessible(page);
  });
}

test('/pages/cookies fits a 390 px phone: its tables wrap instead of widening the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/pages/cookies');
  await expectHeading(page, 'Cookie statement');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

/** A page's heading and first paragraph, as the visitor sees them. */
async function headingAndLead(page: Page, path: string) {
  await page.goto(path);
  const main = page.locator('main');
  await expect(main.locator('h1')).toBeVisible();
  await expect(main.locator('p').first()).toBeVisible();
  return { heading: await main.locator('h1').innerText(), lead: await main.locator('p').first().innerText() };
}

test.describe('in the other languages', () => {
  const english = new Map<string, { heading: string; lead: string }>();

  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    for (const { path } of PAGES) english.set(path, await headingAndLead(page, path));
    await context.close();
  });

  for (const locale of LOCALES.filter((code) => code !== 'en')) {
    test(`the pages in ${locale} have a translated heading and first paragraph`, async ({ context, page }) => {
      await context.addCookies([{ name: 'i18n_redirected', value: locale, url: E2E_ORIGIN }]);
      for (const { path } of PAGES) {
        const shown = await headingAndLead(page, path);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        expect.soft(shown.heading, `${path} heading`).not.toBe(english.get(path)!.heading);
        expect.soft(shown.lead, `${path} first paragraph`).not.toBe(english.get(path)!.lead);
      }
    });
  }
});
