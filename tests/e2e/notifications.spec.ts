import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, request, test, type CDPSession, type Page } from '@playwright/test';
import type { PushPayload } from '../../common/api/push';
import { startPushEndpoint, testSubscription, type PushEndpoint, type TestDevice } from '../server/helpers/push-endpoint';
import { expectAccessible } from './fixtures';
import { activeMember } from './real-member';
import { E2E_DATA_DIR } from './server';
import { unsubscribeTokenFor } from './unsubscribe-link';

/**
 * Notifications in Chromium (issue 16). Chromium here has no push service of its own (subscribing
 * fails without Google's keys), so a test device stands in for the browser's subscription: it names
 * a push service on loopback that the server really posts to (its certificate is trusted by the
 * server through NODE_EXTRA_CA_CERTS, see playwright.config.ts). From there on everything is real:
 * the server's encrypted push is decrypted with the device's keys, delivered to the app's service
 * worker (CDP ServiceWorker.deliverPushMessage), shown, and its tap routes the app.
 */

const DATA_DIR = E2E_DATA_DIR;
const MAIL_EVENTS_SECRET = 'e2e-mail-events-secret-0123456789';

let pushService: PushEndpoint;

/** The browser's PushManager answers with the test device (kept across reloads, as a real subscription is). */
async function standInDevice(page: Page, device: TestDevice): Promise<void> {
  await page.context().addInitScript((subscription) => {
    const fake = {
      endpoint: subscription.endpoint, expirationTime: null, options: {},
      toJSON: () => ({ ...subscription, expirationTime: null }),
      getKey: () => null,
      unsubscribe: async () => (localStorage.removeItem('e2e.push'), true),
    };
    PushManager.prototype.subscribe = async () => (localStorage.setItem('e2e.push', '1'), fake as unknown as PushSubscription);
    PushManager.prototype.getSubscription = async () => (localStorage.getItem('e2e.push') ? (fake as unknown as PushSubscription) : null);
  }, device.subscription);
}

/** The page goes out of view, as when the member switches apps: the page-hidden beacon leaves. */
async function hidePage(page: Page): Promise<void> {
  const beacon = page.waitForResponse((response) => response.url().includes('/api/page-hidden.php'));
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  expect((await beacon).status()).toBe(204);
}

async function showPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** The service worker's registration id, for CDP. */
async function registrationIdOf(page: Page): Promise<{ cdp: CDPSession; id: string }> {
  const cdp = await page.context().newCDPSession(page);
  const scope = new URL('/', page.url()).href;
  const id = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration: { scopeURL: string; isDeleted: boolean }) => registration.scopeURL === scope && !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, id: await id };
}

// Only the worker that runs this test listens on the push service's port, which PUSH_SERVICES names.
test.describe('push', () => {
  test.beforeAll(async ({ baseURL }) => {
    // The port after the app's, which playwright.config.ts names in PUSH_SERVICES.
    pushService = await startPushEndpoint({
      key: fs.readFileSync(path.join(DATA_DIR, 'push-tls-key.pem'), 'utf8'),
      cert: fs.readFileSync(path.join(DATA_DIR, 'push-tls.pem'), 'utf8'),
    }, Number(new URL(baseURL!).port) + 1);
  });
  test.afterAll(() => pushService.close());

  test('a new member who allows notifications gets a push for a message from the second demo member while the app is in the background, and tapping it opens that chat', async ({ page, context, baseURL }) => {
    const device = testSubscription(`${pushService.origin}/push/${randomUUID()}`);
    await standInDevice(page, device);
    await context.grantPermissions(['notifications'], { origin: baseURL });
    const member = await activeMember(page, { name: 'Nora', prompts: true });

    await page.goto('/members');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const prompt = page.getByTestId('push-prompt');
    await expect(prompt).toContainText('Get notified of new messages and matches');
    const attached = page.waitForResponse((response) => response.url().includes('/api/user.php?push=1') && response.request().method() === 'POST');
    await prompt.getByRole('button', { name: 'Turn on notifications' }).click();
    expect((await attached).status()).toBe(200);
    await expect(prompt).toBeHidden();

    await hidePage(page);
    const dana = await request.newContext({ baseURL });
    expect((await dana.post('/api/user.php', { data: { email: 'demo2@amora.example', password: 'demo-password-2026' } })).ok()).toBe(true);
    const sent = await dana.post('/api/messages.php', { data: { client_id: randomUUID(), to: member.id, kind: 'text', body: 'Coffee in Utrecht on Saturday?' } });
    expect(sent.ok()).toBe(true);
    const conversation = (await sent.json()).message.conversation as number;

    const devicePath = new URL(device.subscription.endpoint).pathname;
    await expect.poll(() => pushService.received.filter((push) => push.path === devicePath).length, { timeout: 15_000 }).toBe(1);
    const push = pushService.received.find((received) => received.path === devicePath)!;
    expect(push.headers.authorization).toMatch(/^vapid t=/);
    const payload = JSON.parse(device.decrypt(push.body)) as PushPayload;
    // Neutral by default: nothing of the message on a lock screen.
    expect(payload).toMatchObject({ kind: 'message', url: `/chats/${conversation}`, tag: `conversation-${conversation}`, body: 'You have a new message' });
    expect(JSON.stringify(payload)).not.toContain('Coffee');
    expect(payload.badge).toBeGreaterThanOrEqual(1);

    // The push service hands the push to the browser, which hands it to the app's service worker.
    const { cdp, id } = await registrationIdOf(page);
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(baseURL!).origin, registrationId: id, data: JSON.stringify(payload) });
    const shown = () => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications())
      .map((notification) => ({ title: notification.title, body: notification.body, tag: notification.tag, url: (notification.data as { url: string }).url })));
    await expect.poll(shown).toEqual([{ title: payload.title, body: 'You have a new message', tag: `conversation-${conversation}`, url: `/chats/${conversation}` }]);

    // A tap: the browser fires notificationclick in the worker (Chromium cannot tap here, so the test fires it).
    await showPage(page);
    const worker = context.serviceWorkers()[0]!;
    await worker.evaluate(async () => {
      // The worker's own globals, which the page's type library does not know.
      type Scope = typeof globalThis & { registration: ServiceWorkerRegistration; NotificationEvent: new (type: string, init: { notification: Notification }) => Event };
      const scope = self as unknown as Scope;
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification! }));
    });
    await expect(page).toHaveURL(`/chats/${conversation}`);
    await expect(page.getByText('Coffee in Utrecht on Saturday?')).toBeVisible();
    await expect.poll(shown).toEqual([]);
    await dana.dispose();
  });
});

test('the push prompt shows only to a logged-in member who can get pushes and has none, until dismissed; a refusal is remembered as denied', async ({ page, context }) => {
  await page.goto('/pages/faq');
  await expect(page.getByTestId('push-prompt')).toHaveCount(0);

  await activeMember(page, { name: 'Pia', prompts: true });
  await page.goto('/members');
  const prompt = page.getByTestId('push-prompt');
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Not now' }).click();
  await expect(prompt).toBeHidden();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('amora.alerts') ?? '{}') as { push?: string });
  expect(Date.now() - Date.parse(stored.push!)).toBeLessThan(60_000);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(prompt).toHaveCount(0);

  // On the settings page the option stays; the browser's refusal makes it "denied".
  await context.clearPermissions();
  await page.addInitScript(() => {
    Notification.requestPermission = async () => 'denied';
  });
  await page.goto('/notifications');
  await page.getByRole('button', { name: 'Turn on notifications' }).click();
  await expect(page.getByTestId('push-denied')).toContainText('Notifications are blocked for this site');
});

test('the e-mail preferences are saved at once, and a bounce shows the disabled alert elsewhere until mail is turned back on', async ({ page, baseURL }) => {
  const member = await activeMember(page, { name: 'Ella' });
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  const weekly = page.getByRole('checkbox', { name: 'Weekly update with new members' });
  await expect(weekly).toBeChecked();
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/user.php') && response.request().method() === 'PUT');
  await weekly.uncheck();
  expect((await saved).ok()).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Weekly update with new members' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'New messages' })).toBeChecked();
  await expectAccessible(page);

  // The mail provider reports the address as bouncing.
  const provider = await request.newContext({ baseURL });
  const report = await provider.post('/api/mail-events.php', {
    headers: { authorization: `Bearer ${MAIL_EVENTS_SECRET}` }, data: { events: [{ type: 'bounce', email: member.email }] },
  });
  expect(await report.json()).toEqual({ changed: 1 });
  await provider.dispose();

  await page.goto('/members');
  const alert = page.getByTestId('mail-disabled-alert');
  await expect(alert).toContainText('We do not send you any e-mails at the moment');
  await page.goto('/notifications');
  await expect(alert).toHaveCount(0);
  await expect(page.getByTestId('mail-disabled')).toContainText('could not be delivered');
  await page.getByRole('button', { name: 'Turn e-mails back on' }).click();
  await expect(page.getByTestId('mail-disabled')).toHaveCount(0);
  await page.goto('/members');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test('the disabled alert is dismissed per browser, and a mail\'s unsubscribe link works without logging in, in German', async ({ page, browser }) => {
  // A bounce, an alert dismissed in one browser and seen in another, and a mailed link opened logged out.
  test.slow();
  const member = await activeMember(page, { name: 'Ute' });
  const token = await unsubscribeTokenFor(member.id, 'weekly_update');
  const elsewhere = await browser.newContext({ locale: 'de-DE' });
  const visitor = await elsewhere.newPage();
  await visitor.goto(`/unsubscribe?t=${encodeURIComponent(token)}`);
  await visitor.getByRole('button', { name: 'Von allen E-Mails abmelden' }).click();
  await expect(visitor.getByTestId('unsubscribed')).toBeVisible();
  await expectAccessible(visitor);
  await elsewhere.close();

  await page.goto('/members');
  const alert = page.getByTestId('mail-disabled-alert');
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Dismiss' }).click();
  await expect(alert).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(alert).toHaveCount(0);
  await page.goto('/notifications');
  await expect(page.getByTestId('mail-disabled')).toContainText('You unsubscribed from all our e-mails');
});
