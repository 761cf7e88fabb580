import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible, expectHeading } from './fixtures';
import { activeMember, api } from './real-member';
import { E2E_ORIGIN } from './server';

/**
 * Chat between two members in two browsers: live (typing, read marks, the list, badge and title
 * moving without a reload), gifts and photos, the outbox offline, refusals that keep what was written.
 */

const DEMO_PASSWORD = 'demo-password-2026';

async function logInAs(browser: Browser, email: string, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await (await browser.newContext(viewport ? { viewport, isMobile: true, hasTouch: true } : {})).newPage();
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/members/);
  return page;
}

/** A woman and a man, each just signed up in a browser of their own; she opens their conversation. */
async function womanWritesMan(browser: Browser, names: [string, string]) {
  const [contextA, contextB] = await Promise.all([browser.newContext(), browser.newContext()]);
  const [her, him] = await Promise.all([contextA.newPage(), contextB.newPage()]);
  const [woman, man] = await Promise.all([
    activeMember(her, { name: names[0], gender: 'female', seeking: 'male' }),
    activeMember(him, { name: names[1], gender: 'male', seeking: 'female' }),
  ]);
  await her.goto(`/members/${man.id}/chat`);
  await expectHeading(her, new RegExp(`^${names[1]}, \\d+$`));
  return { her, him, woman, herContext: contextA };
}

const composer = (page: Page) => page.getByRole('textbox', { name: /^Message to/ });
/** The messages of the conversation on screen (the day lines between them are list items too). */
const bubbles = (page: Page) => page.getByRole('region', { name: /^Messages with/ }).locator('.bubble');

test('the two demo members chat live: list, badge and title, typing, read marks, a gift and a photo', async ({ browser }) => {
  // Two logins, a dozen steps across two browsers.
  test.slow();
  const demo = await logInAs(browser, 'demo@amora.example');
  const dana = await logInAs(browser, 'demo2@amora.example', { width: 390, height: 844 });
  const { profile: danaProfile } = (await api<{ user: { profile: { id: number } } }>(dana, 'user.php')).user;

  await dana.goto('/chats');
  await expectHeading(dana, 'Messages');
  await expect(dana.getByText('No conversations yet.', { exact: false })).toBeVisible();

  // Demo opens a conversation with Dana: empty, with the opening lines on offer.
  await demo.goto(`/members/${danaProfile.id}/chat`);
  await expectHeading(demo, /^Dana, \d+$/);
  // The Chat layout is bare: no navigation, no footer; the phone's whole screen is the conversation.
  await expect(demo.locator('.top-nav, .lander-nav, footer')).toHaveCount(0);
  await expect(demo.getByText('No messages yet. Say hello to Dana!')).toBeVisible();
  await expect(demo.getByText('3 free messages left')).toBeVisible();
  await demo.getByRole('button', { name: 'Suggested opening lines' }).click();
  await expect(demo.getByRole('dialog', { name: 'Break the ice' })).toContainText('Sending one of these is free.');
  await demo.getByRole('button', { name: /^Hi Dana! Your profile made me smile/ }).click();
  await expect(bubbles(demo).last()).toContainText('Hi Dana! Your profile made me smile.');
  await expect(bubbles(demo).last().getByLabel('Delivered')).toBeVisible();
  await expect(demo.getByText('2 free messages left')).toBeVisible();

  // Dana's list, badge and title follow at once, over the live channel.
  const row = dana.getByRole('listitem').filter({ hasText: 'Demo' });
  await expect(row).toContainText('Hi Dana! Your profile made me smile.');
  await expect(row.getByLabel('1 unread')).toBeVisible();
  await expect(dana).toHaveTitle('(1) Messages · Amora');

  // She opens it: read on both sides, the count gone.
  await row.getByRole('link').click();
  await expectHeading(dana, /^Demo, \d+$/);
  await expect(dana).toHaveTitle(/^Chat with Demo · Amora$/);
  await expect(bubbles(demo).last().getByLabel('Read')).toBeVisible();

  // Typing shows on the other side; the answer arrives there.
  await composer(dana).pressSequentially('Hello Demo, ', { delay: 30 });
  await expect(demo.getByText('Dana is typing…')).toBeVisible();
  await composer(dana).pressSequentially('how are you?');
  await dana.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(bubbles(demo).last()).toContainText('Hello Demo, how are you?');
  await expect(composer(dana)).toHaveValue('');
  await expect(dana.getByText('0 / 2000')).toBeVisible();

  // A gift, with its price.
  await demo.getByRole('button', { name: 'Send a gift' }).click();
  const gifts = demo.getByRole('dialog', { name: 'Send Dana a gift' });
  await expect(gifts.getByRole('button', { name: /Diamond/ })).toContainText('100 credits');
  await gifts.getByRole('button', { name: /Rose/ }).click();
  await expect(bubbles(demo).last()).toContainText('You sent a gift: Rose');
  await expect(bubbles(dana).last()).toContainText('Demo sent you a gift: Rose');

  // A photo, uploaded with the composer's photo picker.
  await demo.getByRole('button', { name: 'Send a photo' }).click();
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a7' } }).jpeg().toBuffer();
  await demo.getByRole('dialog', { name: 'Send a photo' }).getByLabel('Upload a new photo').setInputFiles({ name: 'beach.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(bubbles(demo).last().getByRole('img', { name: 'Photo you sent' })).toBeVisible();
  const received = bubbles(dana).last().getByRole('img', { name: 'Photo from Demo' });
  await expect(received).toBeVisible();
  await expect.poll(() => received.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Both paid for what cost credits: 200 at the start, a rose (20) and a photo (10).
  await expect.poll(async () => (await api<{ user: { credits: number } }>(demo, 'user.php')).user.credits).toBe(170);
  await expectAccessible(dana);

  // The list tells a photo by the product's own icon, not by an emoji that a phone's font may lack (an empty box).
  await demo.goto('/chats');
  const preview = demo.getByRole('listitem').filter({ hasText: 'Dana' }).locator('.chat-row-preview');
  await expect(preview).toHaveText('You: Photo');
  await expect(preview.locator('svg')).toHaveCount(1);
  expect(await preview.innerText()).not.toMatch(/\p{Extended_Pictographic}/u);
});

test('on a 360 px phone the message box has the row to itself but Send, in German too', async ({ browser }) => {
  // Two members signed up and a conversation started before the phone's checks, in two languages.
  test.slow();
  const { her } = await womanWritesMan(browser, ['Greta', 'Hans']);
  await her.setViewportSize({ width: 360, height: 640 });
  await her.context().addCookies([{ name: 'i18n_redirected', value: 'de', url: E2E_ORIGIN }]);
  await her.reload();
  await expect(her.getByRole('button', { name: 'Senden', exact: true })).toBeVisible();
  const box = (await her.locator('.composer-text textarea').boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(200);
  await expect(her.locator('html')).toHaveJSProperty('scrollWidth', 360);
});

test('a message written offline waits as pending, survives a reload, and is delivered once when back online', async ({ browser }) => {
  test.slow();
  const { her: alma, him: bruno, woman: a, herContext: contextA } = await womanWritesMan(browser, ['Alma', 'Bruno']);
  // The service worker now holds the app, so it opens offline too.
  await alma.evaluate(() => navigator.serviceWorker.ready);

  await contextA.setOffline(true);
  await composer(alma).fill('Written on the train');
  await composer(alma).press('Enter');
  const pending = bubbles(alma).filter({ hasText: 'Written on the train' });
  await expect(pending.getByLabel('Not sent yet: it goes as soon as there is a connection')).toBeVisible();

  await alma.reload();
  await expect(pending.getByLabel('Not sent yet: it goes as soon as there is a connection')).toBeVisible();

  await contextA.setOffline(false);
  await expect(pending.getByLabel('Delivered')).toBeVisible();
  const history = await api<{ messages: { body: string }[] }>(bruno, `messages.php?profile=${a.id}`);
  expect(history.messages.filter((message) => message.body === 'Written on the train')).toHaveLength(1);
});

/** How many messages the app keeps on the device (Dexie's `messages` table), read straight from IndexedDB. */
const storedMessages = (page: Page) => page.evaluate(() => new Promise<number>((resolve, reject) => {
  const opening = indexedDB.open('amora');
  opening.onerror = () => reject(opening.error);
  opening.onsuccess = () => {
    const counting = opening.result.transaction('messages').objectStore('messages').count();
    counting.onerror = () => reject(counting.error);
    counting.onsuccess = () => {
      opening.result.close();
      resolve(counting.result);
    };
  };
}));

test('a conversation never opened on this device can be read offline, with its recent messages', async ({ browser }) => {
  test.slow();
  const { her: edda, him: frits } = await womanWritesMan(browser, ['Edda', 'Frits']);
  for (const text of ['Hello Frits', 'How was your weekend?', 'I went sailing']) {
    await composer(edda).fill(text);
    await composer(edda).press('Enter');
    await expect(bubbles(edda).last().getByLabel('Delivered')).toBeVisible();
  }
  await frits.goto('/chats');
  const row = frits.getByRole('listitem').filter({ hasText: 'Edda' });
  await expect(row).toContainText('I went sailing');
  await frits.evaluate(() => navigator.serviceWorker.ready);
  // The list brought only the newest message; the poll fetches the rest of the recent ones.
  await expect.poll(() => storedMessages(frits)).toBe(3);

  await frits.context().setOffline(true);
  await row.click();
  await expect(bubbles(frits)).toHaveText([/Hello Frits/, /How was your weekend\?/, /I went sailing/]);
});

test('without credits the text stays in the composer with the way to buy; a refused removal alerts and reloads the list', async ({ browser }) => {
  test.slow();
  const { her: cleo } = await womanWritesMan(browser, ['Cleo', 'Dirk']);
  for (const text of ['One', 'Two', 'Three']) {
    await composer(cleo).fill(text);
    await composer(cleo).press('Enter');
    await expect(bubbles(cleo).last().getByLabel('Delivered')).toBeVisible();
  }
  await expect(cleo.getByText('A message costs 5 credits. You have 0 credits.')).toBeVisible();
  await composer(cleo).fill('A fourth, without credits');
  await composer(cleo).press('Enter');
  await expect(cleo.getByRole('alert')).toContainText('You do not have enough credits to send this message');
  await expect(cleo.getByRole('alert').getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
  await expect(composer(cleo)).toHaveValue('A fourth, without credits');
  // Three bubbles: the fourth was taken back into the composer.
  await expect(bubbles(cleo)).toHaveCount(3);

  // Removing a conversation: gone at once; the server refuses, so an alert says so and the list comes back.
  await cleo.goto('/chats');
  const row = cleo.getByRole('listitem').filter({ hasText: 'Dirk' });
  await expect(row).toBeVisible();
  await cleo.route('**/api/chat.php', (route) => route.request().method() === 'DELETE'
    ? route.fulfill({ status: 404, json: { error: 'conversation_unknown', message: 'This conversation does not exist (any more).' } })
    : route.continue());
  await row.getByRole('button', { name: 'Remove the conversation with Dirk' }).click();
  await expect(cleo.getByRole('alert')).toHaveText('The conversation could not be removed: This conversation does not exist (any more).');
  await expect(row).toBeVisible();

  // Allowed, it goes for good.
  await cleo.unroute('**/api/chat.php');
  await row.getByRole('button', { name: 'Remove the conversation with Dirk' }).click();
  await expect(row).toHaveCount(0);
  await cleo.reload();
  await expect(cleo.getByText('No conversations yet.', { exact: false })).toBeVisible();
});
