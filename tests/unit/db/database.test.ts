import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newLikeCount, unreadMessageCount } from '../../../src/db/badge-counts';
import { clearSearch, pageRow, pagesFor, searchKey, storePage } from '../../../src/db/search-pages';
import { AppDatabase } from '../../../src/db/database';
import { readValue, writeValue } from '../../../src/db/key-value';
import { chat, message, queued } from '../chat-fixtures';

let database: AppDatabase;
beforeEach(() => {
  database = new AppDatabase(`test-${Math.random()}`);
});
afterEach(async () => {
  await database.delete();
});

describe('the Dexie database', () => {
  it('opens at schema version 3 with the tables of the design', async () => {
    await database.open();
    expect(database.verno).toBe(3);
    expect(database.tables.map((t) => t.name).sort()).toEqual(['chats', 'keyValue', 'likes', 'messages', 'outbox', 'profiles', 'searchPages']);
  });

  it('stores a message once however often it is put (the server\'s ids)', async () => {
    await database.messages.put(message(40, 7));
    await database.messages.put(message(40, 7));
    expect(await database.messages.where('[conversation+id]').between([7, 0], [7, 1000]).count()).toBe(1);
  });

  it('keeps outbox items in the order they were written', async () => {
    await database.outbox.bulkPut([
      queued('b', 1, { body: 'second', createdAt: '2026-11-21T10:00:02Z' }),
      queued('a', 1, { body: 'first', createdAt: '2026-11-21T10:00:01Z' }),
    ]);
    expect((await database.outbox.orderBy('createdAt').toArray()).map((m) => m.body)).toEqual(['first', 'second']);
  });

  it('keeps each search\'s pages in order, one key per filter combination, and clears them', async () => {
    const card = (id: number) => ({ id, name: `M${id}`, age: 30, city: null, country: 'NL' as const, fictional: true, photo: null });
    const answer = (page: number, ids: number[]) => ({ page, results: ids.map(card), numResults: 3, similar_results: [], similar_numResults: 0 });
    const women = searchKey({ gender: 'female', country: 'NL', min_age: 25 });
    expect(searchKey({ min_age: 25, country: 'NL', gender: 'female' })).toBe(women);
    const men = searchKey({ gender: 'male', country: 'NL', min_age: 25 });
    expect(men).not.toBe(women);
    const now = new Date('2026-11-21T10:00:00Z');
    await storePage(database, pageRow(women, answer(1, [1, 2]), now));
    await storePage(database, pageRow(women, answer(2, [3]), now));
    await storePage(database, pageRow(men, answer(1, [9]), now));
    expect((await pagesFor(database, women)).flatMap((p) => p.results.map((c) => c.id))).toEqual([1, 2, 3]);
    // A new page 1 starts that search over, and only that one.
    await storePage(database, pageRow(women, answer(1, [4, 1]), now));
    expect((await pagesFor(database, women)).flatMap((p) => p.results.map((c) => c.id))).toEqual([4, 1]);
    expect(await pagesFor(database, men)).toHaveLength(1);
    await storePage(database, pageRow(women, answer(2, [2, 3]), now));
    await clearSearch(database, women);
    expect(await pagesFor(database, women)).toEqual([]);
    expect(await pagesFor(database, men)).toHaveLength(1);
  });

  it('counts unread messages and new likes for the badges', async () => {
    expect(await unreadMessageCount(database)).toBe(0);
    await database.chats.bulkPut([chat(1, 10, 2), chat(2, 11, 5)]);
    await database.likes.bulkPut([
      { profileId: 10, direction: 'received', isNew: 1, createdAt: '2026-11-21T10:00:00Z' },
      { profileId: 11, direction: 'received', isNew: 0, createdAt: '2026-11-21T10:00:00Z' },
      { profileId: 12, direction: 'sent', isNew: 0, createdAt: '2026-11-21T10:00:00Z' },
    ]);
    expect(await unreadMessageCount(database)).toBe(7);
    expect(await newLikeCount(database)).toBe(1);
  });

  it('keeps small values by key', async () => {
    expect(await readValue(database, 'user')).toBeUndefined();
    await writeValue(database, 'user', { name: 'Eva' });
    expect(await readValue(database, 'user')).toEqual({ name: 'Eva' });
  });
});
