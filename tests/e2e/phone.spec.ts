import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { LOCALES } from '../../common/constants';
import { matchRoute, type RouteName } from '../../common/routes';
import { choosePackage, payAtCheckout } from './checkout';
import { activeMember, api } from './real-member';
import { E2E_ORIGIN } from './server';

/**
 * Every route of the product (common/routes.ts) opened on a 360 × 640 phone, as whoever it is for: a
 * visitor, or a member who has paid (their top menu is the widest); nothing may scroll sideways. The
 * table is typed by route name, so a new route cannot be left out.
 */

const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true } satisfies BrowserContextOptions;

/** What the member's visits need: a demo member to look at, and the member's own conversation and payment. */
interface Fixture {
  other: number;
  conversation: number;
  payment: number;
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
  'members-id-chat': [member('/members/{other}/chat')],
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

/** A member who paid once by iDEAL and wrote to a demo member, as a browser state to open pages with. */
async function paidMember(browser: Browser): Promise<{ state: BrowserContextOptions['storageState']; fixture: Fixture }> {
  const context = await browser.newContext({ ...PHONE, baseURL: E2E_ORIGIN });
  const page = await context.newPage();
  await activeMember(page, { name: 'Phone' });
  await choosePackage(page);
  await payAtCheckout(page, 'iDEAL', 'Pay');
  const payment = Number(new URL(page.url()).searchParams.get('payment'));
  const other = 12;
  const sent = await page.evaluate(async (to) => {
    const body = { client_id: crypto.randomUUID(), to, kind: 'text', body: 'Hello from a phone' };
    const response = await fetch('/api/messages.php', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return (await response.json()) as { message: { conversation: number } };
  }, other);
  expect((await api<{ user: { paid_user: boolean } }>(page, 'user.php')).user.paid_user).toBe(true);
  const state = await context.storageState();
  await context.close();
  return { state, fixture: { other, conversation: sent.message.conversation, payment } };
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

/** One paid member per worker, made when its first test needs it. */
let paid: ReturnType<typeof paidMember> | null = null;

for (const [name, visits] of Object.entries(VISITS) as [RouteName, Visit[]][]) {
  for (const visit of visits) {
    test(`${name}: ${visit.path} as a ${visit.as} fits 360 px without sideways scrolling`, async ({ page: visitorPage, browser }) => {
      // A worker's first member visit makes the paid member first.
      test.slow(visit.as === 'member');
      let page = visitorPage;
      let path = visit.path;
      if (visit.as === 'member') {
        const { state, fixture } = await (paid ??= paidMember(browser));
        page = await (await browser.newContext({ ...PHONE, baseURL: E2E_ORIGIN, storageState: state })).newPage();
        path = path.replace(/\{(\w+)\}/g, (_, key: keyof Fixture) => String(fixture[key]));
      }
      await page.goto(path);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      expect(matchRoute(new URL(page.url()).pathname)).toBe(visit.lands ?? name);
      if (page !== visitorPage) await page.context().close();
    });
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
