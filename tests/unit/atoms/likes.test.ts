import 'fake-indexeddb/auto';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTO_LIKE_RELOAD_MS } from '../../../common/constants';
import { userAnswerAtom } from '../../../src/atoms/auth';
import { autoLikeAtom } from '../../../src/atoms/likes';
import { db } from '../../../src/db/database';
import { announcedLike, likesByType } from '../../../src/db/likes';
import { fakeServer, member } from './fake-server';

const card = { id: 9, name: 'Finn', age: 33, city: 'Utrecht', country: 'NL', fictional: true, photo: { thumb: '/t.webp', card: '/c.webp' } };

let store: ReturnType<typeof createStore>;
beforeEach(async () => {
  store = createStore();
  await Promise.all(db.tables.map((table) => table.clear()));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the auto-like', () => {
  it('shows the liker at once, stored as arrived, and reads the likes and the chat list anew 500 ms later', async () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    store.set(userAnswerAtom, member({ time_zone: zone }));
    const fetch = fakeServer({
      'GET /api/auto-like.php': () => ({ body: { profile: { ...card, main_image: { match: '/c.webp' } } } }),
      'GET /api/likes.php': () => ({ body: { profiles: [card], likes: [], liked_by: [{ id: 9, created_at: '2026-11-23T10:00:00Z', like_new: true }] } }),
      'GET /api/chats.php': () => ({ body: { chats: [] } }),
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await store.set(autoLikeAtom);
    expect(await announcedLike(db)).toEqual({ profile: card, match: false });
    expect((await likesByType(db)).received.map((like) => like.profile.id)).toEqual([9]);
    // The member closes the overlay before the reload.
    await db.keyValue.delete('like-overlay');
    const calls = (path: string) => fetch.mock.calls.filter(([url]) => String(url).includes(path)).length;
    await vi.advanceTimersByTimeAsync(AUTO_LIKE_RELOAD_MS - 1);
    expect(calls('likes.php')).toBe(0);
    expect(calls('chats.php')).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(calls('likes.php')).toBe(1));
    await vi.waitFor(() => expect(calls('chats.php')).toBe(1));
    // Stored already, the like is not announced a second time by the reload.
    await vi.waitFor(async () => expect((await likesByType(db)).received[0]?.createdAt).toBe('2026-11-23T10:00:00Z'));
    expect(await announcedLike(db)).toBeNull();
  });

  it('shows nothing when there is no auto-like today', async () => {
    store.set(userAnswerAtom, member({ time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone }));
    fakeServer({ 'GET /api/auto-like.php': () => ({ body: { profile: null } }) });
    await store.set(autoLikeAtom);
    expect(await announcedLike(db)).toBeNull();
  });
});
