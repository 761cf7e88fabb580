import type { LikesResponse } from '../../../common/api/likes';
import type { User } from '../../../common/api/user';
import { newLikeCount, unreadMessageCount } from '../../db/badge-counts';
import type { AppDatabase } from '../../db/database';
import { deleteValue, STORED_USER_KEY, writeValue } from '../../db/key-value';
import { forgetLikes, storeLikes } from '../../db/likes';

/**
 * One poll of the member's state, run in the poller worker: the member and their likes are fetched
 * and written to Dexie, and the app badge is set. When to poll is the page's (schedule.ts). Kept free
 * of comlink so tests can call it directly.
 */

export interface PollerDeps {
  database: AppDatabase;
  fetchUser: () => Promise<User | null>;
  fetchLikes: () => Promise<LikesResponse>;
  setBadge: (count: number) => Promise<void>;
}

export function createPoller({ database, fetchUser, fetchLikes, setBadge }: PollerDeps) {
  return {
    /** The member, or null when logged out. Throws when offline or the server fails: the schedule tries again later. */
    async poll(): Promise<User | null> {
      const user = await fetchUser();
      // Logged out, nothing of a member is left on the device (see forgetMemberAtom).
      await (user ? writeValue(database, STORED_USER_KEY, user) : deleteValue(database, STORED_USER_KEY));
      // A new like among them shows the overlay (db/likes.ts); chats join with issue 14.
      await (user ? storeLikes(database, await fetchLikes()) : forgetLikes(database));
      await setBadge((await unreadMessageCount(database)) + (await newLikeCount(database)));
      return user;
    },
  };
}

export type Poller = ReturnType<typeof createPoller>;
