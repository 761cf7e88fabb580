import { FIRST_POLL_DELAY_MS, POLL_INTERVAL_MS, POLL_INTERVAL_PUSH_MS } from '../../../common/constants';
import type { User } from '../../../common/api/user';
import { newLikeCount, unreadMessageCount } from '../../db/badge-counts';
import type { AppDatabase } from '../../db/database';
import { deleteValue, writeValue } from '../../db/key-value';

/**
 * Polls the member's state: first 5 s after load, then every 60 s, or every 300 s when push is
 * subscribed (push tells us sooner). Writes what it learns to Dexie, sets the app badge, and tells
 * the page about the user. Kept free of comlink so tests can drive it with fake timers.
 */

export interface PollerDeps {
  database: AppDatabase;
  fetchUser: () => Promise<User | null>;
  setBadge: (count: number) => Promise<void>;
}

/** Gets the member and when it was asked for (see receiveUserAtom). */
export type UserListener = (user: User | null, askedAt: number) => void;

export function createPoller({ database, fetchUser, setBadge }: PollerDeps) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pushSubscribed = false;
  let listener: UserListener = () => {};

  const schedule = (delay: number) => {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => void pollNow(), delay);
  };

  async function pollNow(): Promise<void> {
    try {
      const askedAt = Date.now();
      const user = await fetchUser();
      // Logged out, nothing of a member is left on the device (see forgetMemberAtom).
      await (user ? writeValue(database, 'user', user) : deleteValue(database, 'user'));
      listener(user, askedAt);
      const total = (await unreadMessageCount(database)) + (await newLikeCount(database));
      await setBadge(total);
    } catch {
      // Offline or a server hiccup: keep what we have and try again at the next interval.
    } finally {
      schedule(pushSubscribed ? POLL_INTERVAL_PUSH_MS : POLL_INTERVAL_MS);
    }
  }

  return {
    start(onUser: UserListener): void {
      listener = onUser;
      schedule(FIRST_POLL_DELAY_MS);
    },
    setPushSubscribed(subscribed: boolean): void {
      pushSubscribed = subscribed;
    },
    pollNow,
    stop(): void {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}

export type Poller = ReturnType<typeof createPoller>;
