import { expect, test, type Browser, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';
import { LOCALES, type Locale } from '../../common/constants';
import { matchRoute, type RouteName } from '../../common/routes';
import { changeBootState } from './boot-state';
import { choosePackage, payAtCheckout } from './checkout';
import { activeMember, api } from './real-member';
import { E2E_ORIGIN } from './server';

/**
 * Every route of the product (common/routes.ts) opened on a 360 × 640 phone, as whoever it is for: a
 * visitor, or a member who has paid (their top menu is the widest); nothing may scroll sideways in
 * German, whose long words are the widest of our languages (the terms' heading, the cookies' tables,
 * the discount code's button); the other browser tests open every screen in English at their own sizes. The table is typed by route name, so a new route cannot be left out. On the phone's
 * touch screen the small links are targets a finger can hit, and what looks like a control says so.
 */

const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true } satisfies BrowserContextOptions;

/** The language every route is opened in: German, for its long words. */
const ROUTE_LANGUAGES = ['de'] as const satisfies readonly Locale[];
/** The languages of the touch-target checks. */
const LANGUAGES = ['en', 'de'] as const satisfies readonly Locale[];

/**
 * What the member's visits need: a demo member to look at (and liked), the member's own conversation
 * and payment, and a member who wrote to them (whose message has its Report link).
 */
interface Fixture {
  other: number;
  conversation: number;
  payment: number;
  writer: number;
}

interface Visit {
  as: 'visitor' | 'member';
  /** The address, with {other}, {conversation} or {payment} taken from the member's fixture. */
  path: string;
  /** Where the route sends on (settings is the notifications page). */
  lands?: RouteName;
}

const visitor = (path: string): Visit => ({ as: 'visitor', path });
const member = (path: string): Visit => ({ as: 'member', path });
const VARIANTS = ['alonetonight', 'collagelanding', 'gallery', 'iconslanding', 'maplanding', 'socialnetwork', 'transitionsvideolanding', 'video'];

const VISITS: Record<RouteName, Visit[]> = {
  index: [visitor('/')],
  login: [visitor('/login')],
  signup: [visitor('/signup')],
  'signup-matches': [visitor('/signup-matches')],
  'complete-signup': [member('/complete-signup')],
  'reset-password': [visitor('/reset-password')],
  'reset-password-do': [visitor('/reset-password/do?token=0123456789abcdef')],
  'activate-done': [member('/activate/done')],
  'activate-error': [visitor('/activate/error')],
  'mail-change-do': [visitor('/mail-change/do?token=0123456789abcdef')],
  'account-deleted': [visitor('/account-deleted')],
  members: [visitor('/members'), member('/members')],
  'members-id': [visitor('/members/12'), member('/members/{other}')],
  'members-id-chat': [member('/members/{other}/chat'), member('/members/{writer}/chat')],
  'members-id-landing': [visitor('/members/12/landing')],
  'members-id-signup': [visitor('/members/12/signup')],
  'members-id-landing2-slug': [visitor('/members/12/landing2'), visitor('/members/12/landing2/amsterdam')],
  'members-id-landing3-slug': [visitor('/members/12/landing3'), visitor('/members/12/landing3/amsterdam')],
  likes: [member('/likes')],
  'likes-type': [member('/likes/received'), member('/likes/sent'), member('/likes/matches')],
  'likes-m-id': [member('/likes/m/{other}')],
  chats: [member('/chats')],
  'chats-id': [member('/chats/{conversation}')],
  notifications: [member('/notifications')],
  unsubscribe: [visitor('/unsubscribe?t=not-a-token')],
  settings: [{ ...member('/settings'), lands: 'notifications' }],
  profile: [member('/profile')],
  premium: [member('/premium')],
  pricing: [visitor('/pricing')],
  credits: [member('/credits')],
  'credits-id-paymentmethod': [member('/credits/3'), member('/credits/3/ideal'), member('/credits/3/ideal?payment={payment}')],
  'credits-repeat-order': [member('/credits/repeat-order')],
  'transactions-id': [member('/transactions'), member('/transactions/{payment}')],
  directdebit: [member('/directdebit')],
  'match-finder': [member('/match-finder')],
  'swipe-game': [member('/swipe-game')],
  complaints: [visitor('/complaints'), member('/complaints')],
  'lang-config': [visitor('/lang-config')],
  'landers-adultonly': [visitor('/landers/adultonly')],
  'landers-tinderswipe': [visitor('/landers/tinderswipe')],
  'landers-whoneedsstrings': [visitor('/landers/whoneedsstrings')],
  'landers-variant-slug': VARIANTS.flatMap((variant) => [visitor(`/landers/${variant}`), visitor(`/landers/${variant}/over-40`)]),
  token: [visitor('/0123456789abcdef0123456789abcdef')],
  'pages-ban': [visitor('/pages/ban')],
  'pages-cookies': [visitor('/pages/cookies')],
  'pages-faq': [visitor('/pages/faq')],
  'pages-privacy': [visitor('/pages/privacy')],
  'pages-return-policy': [visitor('/pages/return-policy')],
  'pages-service': [visitor('/pages/service')],
  'pages-terms': [visitor('/pages/terms')],
};

/**
 * A member who paid once by iDEAL, wrote to a demo member and liked them, and got a message from
 * another member, as a browser state to open pages with.
 */
async function paidMember(browser: Browser): Promise<{ state: BrowserContextOptions['storageState']; fixture: Fixture }> {
  const context = await browser.newContext({ ...PHONE, baseURL: E2E_ORIGIN });
  const writerContext = await browser.newContext({ ...PHONE, baseURL: E2E_ORIGIN });
  const [page, writerPage] = await Promise.all([context.newPage(), writerContext.newPage()]);
  const [me, writer] = await Promise.all([activeMember(page, { name: 'Phone' }), activeMember(writerPage, { name: 'Writer' })]);
  await choosePackage(page);
  await payAtCheckout(page, 'iDEAL', 'Pay');
  const payment = Number(new URL(page.url()).searchParams.get('payment'));
  const other = 12;
  const send = (from: Page, to: number, text: string) => from.evaluate(async ({ to, text }) => {
    const body = { client_id: crypto.randomUUID(), to, kind: 'text', body: text };
    const response = await fetch('/api/messages.php', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return (await response.json()) as { message: { conversation: number } };
  }, { to, text });
  const sent = await send(page, other, 'Hello from a phone');
  await send(writerPage, me.id, 'Hello to a phone');
  const liked = await page.evaluate(async (id) => (await fetch('/api/like.php', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id }),
  })).status, other);
  expect(liked).toBe(200);
  expect((await api<{ user: { paid_user: boolean } }>(page, 'user.php')).user.paid_user).toBe(true);
  const state = await context.storageState();
  await Promise.all([context.close(), writerContext.close()]);
  return { state, fixture: { other, conversation: sent.message.conversation, payment, writer: writer.id } };
}

/** One paid member per worker, made when its first test needs it. */
let paid: ReturnType<typeof paidMember> | null = null;
/** The paid member's page in each language, one per worker, opened by the member's visits in turn. */
const memberPages = new Map<Locale, Promise<Page>>();

function memberPage(browser: Browser, locale: Locale): Promise<Page> {
  let page = memberPages.get(locale);
  if (!page) {
    page = (async () => {
      const { state } = await (paid ??= paidMember(browser));
      const context = await browser.newContext({ ...PHONE, baseURL: E2E_ORIGIN, storageState: state });
      await context.addCookies([{ name: 'i18n_redirected', value: locale, url: E2E_ORIGIN }]);
      return context.newPage();
    })();
    memberPages.set(locale, page);
  }
  return page;
}

/**
 * The members a page shows first (the newest on the home page and the landers, a lander's member, the
 * search results) all named Wilhelmina, in the answers the server writes into the page: a long first
 * name must stay inside its photo's tile, and the seeded members' names are short.
 */
async function longNames(page: Page): Promise<void> {
  await changeBootState(page, (state) => {
    type Answer = { profile?: { name: string }; profiles?: { name: string }[]; results?: { name: string }[] };
    for (const answer of Object.values(state.answers ?? {}) as Answer[]) {
      for (const profile of [answer.profile ?? [], answer.profiles ?? [], answer.results ?? []].flat()) profile.name = 'Wilhelmina';
    }
  });
}

/**
 * How far the page reaches beyond the screen's width, once what it loads has come. Measured against
 * the screen, not the window: a phone widens its layout to what is too wide, then shows it zoomed out.
 */
async function sidewaysOverflow(page: Page): Promise<number> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  return (await page.evaluate(() => document.documentElement.scrollWidth)) - PHONE.viewport.width;
}

test.use(PHONE);

for (const locale of ROUTE_LANGUAGES) {
  for (const [name, visits] of Object.entries(VISITS) as [RouteName, Visit[]][]) {
    for (const visit of visits) {
      test(`${locale}: ${name}: ${visit.path} as a ${visit.as} fits 360 px without sideways scrolling`, async ({ page: visitorPage, browser }) => {
        // A worker's first member visit makes the paid member first.
        test.slow(visit.as === 'member');
        let page = visitorPage;
        let path = visit.path;
        if (visit.as === 'member') {
          page = await memberPage(browser, locale);
          const { fixture } = await paid!;
          path = path.replace(/\{(\w+)\}/g, (_, key: keyof Fixture) => String(fixture[key]));
        } else {
          await page.context().addCookies([{ name: 'i18n_redirected', value: locale, url: E2E_ORIGIN }]);
          await longNames(page);
        }
        await page.goto(path);
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
        // The page is in the language asked for, and says so: hyphenation follows the document's language.
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        expect(matchRoute(new URL(page.url()).pathname)).toBe(visit.lands ?? name);
      });
    }
  }
}

test('a paid member\'s menu is one row at 360 px in every language, the repeat order in it', async ({ browser }) => {
  const { state } = await (paid ??= paidMember(browser));
  const context = await browser.newContext({ ...PHONE, baseURL: E2E_ORIGIN, storageState: state });
  const page = await context.newPage();
  for (const locale of LOCALES) {
    await context.addCookies([{ name: 'i18n_redirected', value: locale, url: E2E_ORIGIN }]);
    await page.goto('/pages/faq');
    const links = page.locator('.top-nav .nav-links a');
    await expect(links).toHaveCount(5);
    await expect(page.locator('a[href="/credits/repeat-order"]')).toBeVisible();
    const boxes = await links.evaluateAll((all) => all.map((link) => {
      const { top, left, right } = link.getBoundingClientRect();
      return { top, left, right, cut: link.scrollWidth > link.clientWidth };
    }));
    // One row: every link on the first one's line, none cut short, all on the screen.
    for (const box of boxes) expect(box, locale).toMatchObject({ top: boxes[0]!.top, cut: false });
    expect(Math.min(...boxes.map((box) => box.left)), locale).toBeGreaterThanOrEqual(0);
    expect(Math.max(...boxes.map((box) => box.right)), locale).toBeLessThanOrEqual(PHONE.viewport.width);
  }
  await context.close();
});

test('a page that does not exist fits 360 px too', async ({ page }) => {
  await page.goto('/nope');
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
});

/** The width and height of each of the targets, named by their text where one is too small to tap. */
async function tooSmall(targets: Locator, least: number): Promise<string[]> {
  await expect(targets.first()).toBeVisible();
  const boxes = await targets.evaluateAll((all) => all.map((target) => {
    const { width, height } = target.getBoundingClientRect();
    return { name: target.textContent!.trim(), width: Math.round(width), height: Math.round(height) };
  }));
  return boxes.filter((box) => box.width < least || box.height < least).map((box) => `${box.name}: ${box.width} × ${box.height}`);
}

for (const locale of LANGUAGES) {
  test(`${locale}: on a touch screen the small links are targets of 44 × 44 px at least`, async ({ browser }) => {
    test.slow();
    const page = await memberPage(browser, locale);
    const { fixture } = await paid!;
    await page.goto('/credits');
    // The phone has a finger for a pointer, which the rules for touch go by.
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
    const targets: [string, Locator][] = [
      ['/credits', page.getByRole('main').locator('a[href="/transactions"]')],
      [`/members/${fixture.writer}/chat`, page.locator('.bubble-report')],
      ['/likes', page.getByRole('main').locator(`a[href="/likes/m/${fixture.other}"]`)],
      ['/pages/faq', page.getByRole('contentinfo').getByRole('link')],
    ];
    const small: string[] = [];
    for (const [path, target] of targets) {
      await page.goto(path);
      small.push(...(await tooSmall(target, 44)).map((box) => `${path} ${box}`));
    }
    expect(small).toEqual([]);
  });
}

test('the search filters show whether they are open: a marker that turns', async ({ page }) => {
  await page.goto('/members');
  const summary = page.locator('.search-filters > summary');
  await expect(summary).toBeVisible();
  // A marker: the browser's own (a list item's), or one drawn before or after the words, or an icon.
  const marker = () => summary.evaluate((element) => {
    const drawn = ['::before', '::after'].map((pseudo) => getComputedStyle(element, pseudo)).find((style) =>
      style.content !== 'none' && style.content !== 'normal' && style.display !== 'none' && style.visibility !== 'hidden'
      && (parseFloat(style.width) > 0 || style.content.length > 2));
    const icon = [...element.querySelectorAll('svg, img')].find((image) => image.getBoundingClientRect().width > 0);
    const style = getComputedStyle(element);
    if (style.display === 'list-item' && style.listStyleType !== 'none') return 'native';
    if (drawn) return `${drawn.content} ${drawn.transform} ${drawn.rotate}`;
    return icon ? getComputedStyle(icon).transform : null;
  });
  const closed = await marker();
  expect(closed).not.toBeNull();
  await summary.click();
  await expect(page.locator('.search-filters')).toHaveJSProperty('open', true);
  // The browser's own marker turns by itself; a drawn one must be drawn otherwise once open.
  if (closed !== 'native') await expect.poll(marker).not.toBe(closed);
});
