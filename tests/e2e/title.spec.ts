import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectHeading } from './fixtures';

/**
 * The poller writes Dexie from its worker; the page follows through a live query. Another context of
 * the same origin writing the same database stands in for the worker here.
 */
test('unread messages and new likes prefix the page title', async ({ page, context }) => {
  await page.goto('/');
  await expectHeading(page, 'Meet singles near you');
  await expect(page).toHaveTitle('Meet singles near you · Amora');

  const writer = await context.newPage();
  await writer.goto('/pages/faq');
  await writer.addScriptTag({ path: path.resolve('node_modules/dexie/dist/dexie.js') });
  await writer.evaluate(async () => {
    type Table = { put: (row: object) => Promise<unknown> };
    type Db = { version: (n: number) => { stores: (schema: object) => void }; chats: Table; likes: Table };
    const Dexie = (window as unknown as { Dexie: new (name: string) => Db }).Dexie;
    const db = new Dexie('amora');
    db.version(1).stores({
      chats: 'id, profileId, updatedAt', messages: 'id, conversationId, [conversationId+createdAt]',
      likes: '[direction+profileId], direction, isNew', profiles: 'id', searchPages: '[queryKey+pageNumber], queryKey',
      outbox: 'clientId, conversationId, createdAt', keyValue: 'key',
    });
    await db.chats.put({ id: 1, profileId: 5, numUnreadMessages: 2, updatedAt: new Date().toISOString() });
    await db.likes.put({ profileId: 6, direction: 'received', isNew: 1, createdAt: new Date().toISOString() });
  });

  await expect(page).toHaveTitle('(3) Meet singles near you · Amora');
});
