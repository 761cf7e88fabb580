import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../common/api/user';
import { FIRST_POLL_DELAY_MS, POLL_INTERVAL_MS, POLL_INTERVAL_PUSH_MS } from '../../../common/constants';
import { AppDatabase } from '../../../src/db/database';
import { readValue } from '../../../src/db/key-value';
import { createPoller, type Poller } from '../../../src/workers/poller/poller';

let database: AppDatabase;
let poller: Poller;
const fetchUser = vi.fn(async (): Promise<User | null> => null);
const setBadge = vi.fn(async (_count: number) => {});

/** Resolves when the next poll has set the badge, its last step; IndexedDB work runs in real time. */
const nextPollDone = () => new Promise<void>((resolve) => setBadge.mockImplementationOnce(async () => resolve()));

beforeEach(() => {
  // Only the poller's timers: fake-indexeddb schedules its work with setImmediate, which must stay real.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  database = new AppDatabase(`poller-${Math.random()}`);
  fetchUser.mockReset().mockResolvedValue(null);
  setBadge.mockReset().mockResolvedValue(undefined);
  poller = createPoller({ database, fetchUser, setBadge });
});
afterEach(async () => {
  poller.stop();
  vi.useRealTimers();
  await database.delete();
});

describe('the poller', () => {
  it('polls first after 5 s, then every 60 s', async () => {
    poller.start(() => {});
    await vi.advanceTimersByTimeAsync(FIRST_POLL_DELAY_MS - 1);
    expect(fetchUser).not.toHaveBeenCalled();
    const first = nextPollDone();
    await vi.advanceTimersByTimeAsync(1);
    await first;
    expect(fetchUser).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1);
    expect(fetchUser).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchUser).toHaveBeenCalledTimes(2);
  });

  it('polls every 300 s while push is subscribed', async () => {
    poller.setPushSubscribed(true);
    poller.start(() => {});
    const first = nextPollDone();
    await vi.advanceTimersByTimeAsync(FIRST_POLL_DELAY_MS);
    await first;
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_PUSH_MS - 1);
    expect(fetchUser).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchUser).toHaveBeenCalledTimes(2);
  });

  it('writes the user to Dexie, tells the page, and sets the badge from unread messages plus new likes', async () => {
    await database.chats.put({ id: 1, profileId: 2, numUnreadMessages: 3, updatedAt: '2026-11-21T10:00:00Z' });
    await database.likes.put({ profileId: 4, direction: 'received', isNew: 1, createdAt: '2026-11-21T10:00:00Z' });
    const member = { email: 'eva@example.test' } as User;
    fetchUser.mockResolvedValue(member);
    const onUser = vi.fn();
    poller.start(onUser);
    const first = nextPollDone();
    await vi.advanceTimersByTimeAsync(FIRST_POLL_DELAY_MS);
    await first;
    expect(onUser).toHaveBeenCalledWith(member, expect.any(Number));
    expect(await readValue(database, 'user')).toEqual(member);
    expect(setBadge).toHaveBeenLastCalledWith(4);
  });

  it('leaves no member row behind once the member is logged out', async () => {
    fetchUser.mockResolvedValueOnce({ email: 'eva@example.test' } as User).mockResolvedValue(null);
    poller.start(() => {});
    const first = nextPollDone();
    await vi.advanceTimersByTimeAsync(FIRST_POLL_DELAY_MS);
    await first;
    const second = nextPollDone();
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    await second;
    expect(await database.keyValue.count()).toBe(0);
  });

  it('tells the page when it asked for the member, not when the answer came', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const started = Date.now();
    fetchUser.mockImplementation(async () => {
      vi.setSystemTime(Date.now() + 300);
      return null;
    });
    const onUser = vi.fn();
    poller.start(onUser);
    const first = nextPollDone();
    await vi.advanceTimersByTimeAsync(FIRST_POLL_DELAY_MS);
    await first;
    expect(onUser).toHaveBeenCalledWith(null, started + FIRST_POLL_DELAY_MS);
  });

  it('keeps polling after a failed poll', async () => {
    fetchUser.mockRejectedValueOnce(new Error('offline'));
    const onUser = vi.fn();
    poller.start(onUser);
    await vi.advanceTimersByTimeAsync(FIRST_POLL_DELAY_MS);
    expect(onUser).not.toHaveBeenCalled();
    const second = nextPollDone();
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    await second;
    expect(onUser).toHaveBeenCalledTimes(1);
  });
});
