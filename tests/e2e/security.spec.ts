import { expect, test, type Page } from '@playwright/test';
import type { FeaturedResponse } from '../../common/api/profiles';
import { expectHeading } from './fixtures';
import { activeMember, unique } from './real-member';

/** The policy's word on framing (server/http/security.ts): no page may frame the app, ours neither. */
const NO_FRAMING = "frame-ancestors 'none'";
const NOT_FOUND = 'This page could not be found';

type Recorder = { cspViolations: string[] };
/** A page to open and the heading that shows it has rendered. */
type Visit = readonly [url: string, heading: string | RegExp];

/**
 * Records the CSP violations the page reports, from before the app's first script: Chromium's
 * console message (kept across documents) and the DOM event (kept per document, read by visit()).
 */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(`${page.url()} (console): ${message.text()}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as Recorder).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return violations;
}

/** Opens each page and, once its heading is on screen, adds what its document recorded. */
async function visit(page: Page, violations: string[], visits: Visit[]): Promise<void> {
  for (const [url, heading] of visits) {
    await page.goto(url);
    await expectHeading(page, heading);
    const recorded = await page.evaluate(() => (window as unknown as Recorder).cspViolations);
    violations.push(...recorded.map((violation) => `${url}: ${violation}`));
  }
}

/** A demo member's profile page, with the heading it shows (name, age). */
async function someProfile(page: Page): Promise<Visit> {
  const { profiles } = (await (await page.request.get('/api/featured.php')).json()) as FeaturedResponse;
  const { id, name, age } = profiles[0]!;
  return [`/members/${id}`, `${name}, ${age}`];
}

test('no page a visitor opens breaks the content security policy', async ({ page }) => {
  const violations = await recordViolations(page);
  // The policy is there at all: without it nothing could be violated and the test would pass for nothing.
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain(NO_FRAMING);
  await expectHeading(page, 'Meet singles near you');

  await visit(page, violations, [
    ['/', 'Meet singles near you'], ['/login', 'Log in'], ['/signup', 'Sign up'], ['/members', 'Search members'],
    await someProfile(page), ['/settings', 'Log in'], ['/pages/faq', 'Frequently asked questions'], ['/this/does-not-exist', NOT_FOUND],
  ]);
  expect(violations).toEqual([]);
});

test('no page a logged-in member opens breaks the content security policy', async ({ page }) => {
  const violations = await recordViolations(page);
  await activeMember(page, { name: `Csp${unique().slice(-5)}`, seeking: 'both' });

  await visit(page, violations, [
    ['/', 'Meet singles near you'], ['/members', 'Search members'], await someProfile(page), ['/profile', 'My profile'],
    ['/settings', 'Notifications'], ['/unsubscribe?t=0.like.AAAAAAAAAAAAAAAAAAAAAA', 'Unsubscribe'], ['/pages/faq', 'Frequently asked questions'], ['/this/does-not-exist', NOT_FOUND],
  ]);
  expect(violations).toEqual([]);
});

test('a locked account is told so at once, after a single request', async ({ page: signup, browser }) => {
  // A signup, five failed logins to lock the account, then a second browser.
  test.slow();
  const { email } = await activeMember(signup, { name: `Lock${unique().slice(-5)}` });
  // Another browser: this one keeps the member it signed up, and would open as them.
  const elsewhere = await browser.newContext();
  const page = await elsewhere.newPage();
  // Five failures within 15 minutes lock the account. Sent past the form, so that the form meets the lockout.
  for (let attempt = 1; attempt <= 5; attempt++) {
    const answer = await page.request.post('/api/user.php', { data: { email, password: `wrong password ${attempt}` } });
    expect(answer.status()).toBe(401);
  }

  await page.goto('/login');
  await expectHeading(page, 'Log in');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill('wrong password 6');
  const logins: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/user.php') logins.push(request.url());
  });
  const refusal = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/user.php');
  await page.getByRole('button', { name: 'Log in' }).click();

  // A lockout lasts minutes: the client shows it as it comes instead of retrying behind "Logging in…".
  await expect(page.getByText('Too many incorrect attempts, account blocked for')).toBeVisible({ timeout: 2000 });
  expect(logins).toHaveLength(1);
  await expect(page.getByRole('alert')).toHaveText('Too many incorrect attempts, account blocked for 15 min.');
  const answer = await refusal;
  expect(answer.status()).toBe(429);
  // What makes it final for the client (common/rules/retry.ts): a wait far beyond the 5 s it would retry after.
  expect(Number(answer.headers()['retry-after'])).toBeGreaterThan(5);
  await page.waitForLoadState('networkidle');
  expect(logins).toHaveLength(1);
  await elsewhere.close();
});

test('the app refuses to be framed', async ({ page, request, baseURL }) => {
  const answer = await request.get('/login');
  expect(answer.headers()['x-frame-options']).toBe('DENY');
  expect(answer.headers()['content-security-policy']).toContain(NO_FRAMING);

  // And the browser keeps to it: a page that frames the login form gets a refusal, not the form.
  const refused = page.waitForEvent('console', (message) => message.text().includes(NO_FRAMING));
  await page.setContent(`<iframe src="${new URL('/login', baseURL)}" title="Amora"></iframe>`);
  await refused;
});
