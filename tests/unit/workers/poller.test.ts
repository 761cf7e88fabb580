import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LikesResponse } from '../../../common/api/likes';
import type { ProfileCard } from '../../../common/api/profiles';
import type { User } from '../../../common/api/user';
import { AppDatabase } from '../../../src/db/database';
import { readValue } from '../../../src/db/key-value';
import { announcedLike, likesByType } from '../../../src/db/likes';
import { createPoller, type Poller } from '../../../src/workers/poller/poller';

/** One poll's work, as the poller worker does it. */

let database: AppDatabase;
let poller: Poller;
const NO_LIKES: LikesResponse = { profiles: [], likes: [], liked_by: [] };
const member = { email: 'eva@example.test' } as User;
const fetchUser = vi.fn(async (): Promise<User | null> => null);
const fetchLikes = vi.fn(async (): Promise<LikesResponse> => NO_LIKES);
const setBadge = vi.fn(async (_count: number) => {});

const card = (id: number): ProfileCard => ({ id, name: `Member ${id}`, age: 30, city: null, country: 'NL', fictional: false, photo: null });

beforeEach(() => {
  database = new AppDatabase(`poller-${Math.random()}`);
  fetchUser.mockReset().mockResolvedValue(null);
  fetchLikes.mockReset().mockResolvedValue(NO_LIKES);
  setBadge.mockReset().mockResolvedValue(undefined);
  poller = createPoller({ database, fetchUser, fetchLikes, setBadge });
});
afterEach(() => database.delete());

describe('a poll', () => {
  it('writes the user to Dexie, answers it, and sets the badge from unread messages plus new likes', async () => {
    await database.chats.put({ id: 1, profileId: 2, numUnreadMessages: 3, updatedAt: '2026-11-21T10:00:00Z' });
    fetchUser.mockResolvedValue(member);
    fetchLikes.mockResolvedValue({ profiles: [card(4)], likes: [], liked_by: [{ id: 4, created_at: '2026-11-21T10:00:00Z', like_new: true }] });
    expect(await poller.poll()).toEqual(member);
    expect(await readValue(database, 'user')).toEqual(member);
    expect(setBadge).toHaveBeenLastCalledWith(4);
  });

  it('leaves nothing of a member behind once the member is logged out', async () => {
    fetchUser.mockResolvedValueOnce(member).mockResolvedValue(null);
    fetchLikes.mockResolvedValue({ profiles: [card(4)], likes: [], liked_by: [{ id: 4, created_at: '2026-11-21T10:00:00Z', like_new: true }] });
    await poller.poll();
    await poller.poll();
    expect(await database.keyValue.count()).toBe(0);
    expect(await database.likes.count()).toBe(0);
    expect(fetchLikes).toHaveBeenCalledTimes(1);
  });

  it('stores the likes, and announces a new like that arrives after the first look, once', async () => {
    fetchUser.mockResolvedValue(member);
    const old = { id: 4, created_at: '2026-11-21T10:00:00Z', like_new: true };
    const sent = [{ id: 5, created_at: '2026-11-21T09:00:00Z' }];
    fetchLikes.mockResolvedValue({ profiles: [card(4), card(5)], likes: sent, liked_by: [old] });
    await poller.poll();
    // What was there before the device first looked is not news.
    expect(await announcedLike(database)).toBeNull();
    expect((await likesByType(database)).received.map((like) => like.profile.id)).toEqual([4]);

    // Member 5, whom she liked, likes her back: a match arrives.
    const back = { id: 5, created_at: '2026-11-21T11:00:00Z', like_new: true };
    fetchLikes.mockResolvedValue({ profiles: [card(4), card(5)], likes: sent, liked_by: [back, old] });
    await poller.poll();
    expect(await announcedLike(database)).toEqual({ profile: card(5), match: true });
    expect((await likesByType(database)).matches.map((like) => like.profile.id)).toEqual([5]);
    expect(setBadge).toHaveBeenLastCalledWith(2);

    // Closed, it does not come back with the next poll.
    await database.keyValue.delete('like-overlay');
    await poller.poll();
    expect(await announcedLike(database)).toBeNull();
  });

  it('fails as a whole when the server does, so the schedule tries again later', async () => {
    fetchUser.mockRejectedValue(new Error('offline'));
    await expect(poller.poll()).rejects.toThrow('offline');
    expect(setBadge).not.toHaveBeenCalled();
  });
});
