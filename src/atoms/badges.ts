import { atom } from 'jotai';
import { atomWithObservable } from 'jotai/utils';
import { creditsBadgeState, badgeText } from '../../common/rules/badges';
import { newLikeCount, unreadMessageCount } from '../db/badge-counts';
import { lazyLiveQuery } from '../db/live';
import { userAtom } from './auth';

/** Counts follow Dexie live, so the poller, other tabs and later chat screens all move the badges. */
export const unreadMessagesAtom = atomWithObservable(() => lazyLiveQuery(unreadMessageCount), { initialValue: 0 });
export const newLikesAtom = atomWithObservable(() => lazyLiveQuery(newLikeCount), { initialValue: 0 });

/** A visitor has no badges: reading none of the counts keeps Dexie out of a visitor's page. */
export const badgeTotalAtom = atom((get) => (get(userAtom) ? get(unreadMessagesAtom) + get(newLikesAtom) : 0));
export const unreadBadgeTextAtom = atom((get) => badgeText(get(unreadMessagesAtom)));
export const newLikesBadgeTextAtom = atom((get) => badgeText(get(newLikesAtom)));

/** Credits badge for paid members only; null when it is hidden. */
export const creditsBadgeAtom = atom((get) => {
  const user = get(userAtom);
  return user?.paid_user ? creditsBadgeState(user.credits) : null;
});
