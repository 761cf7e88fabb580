import { atom } from 'jotai';
import { atomWithObservable } from 'jotai/utils';
import { creditsBadgeState, badgeText } from '../../common/rules/badges';
import { newLikeCount, unreadMessageCount } from '../db/badge-counts';
import { lazyLiveQuery } from '../db/live';
import { showAppBadge } from '../workers/app-badge';
import { userAtom } from './auth';

/** Counts follow Dexie live, so the poller, other tabs and later chat screens all move the badges. */
export const unreadMessagesAtom = atomWithObservable(() => lazyLiveQuery(unreadMessageCount), { initialValue: 0 });
export const newLikesAtom = atomWithObservable(() => lazyLiveQuery(newLikeCount), { initialValue: 0 });

/** A visitor has no badges: reading none of the counts keeps Dexie out of a visitor's page. */
export const badgeTotalAtom = atom((get) => (get(userAtom) ? get(unreadMessagesAtom) + get(newLikesAtom) : 0));
export const unreadBadgeTextAtom = atom((get) => badgeText(get(unreadMessagesAtom)));
export const newLikesBadgeTextAtom = atom((get) => badgeText(get(newLikesAtom)));

/**
 * Shows a count on the installed app's icon (0 clears it), where the device supports it: the page
 * keeps it in step with badgeTotalAtom; the poller worker sets it after each poll.
 */
export const showAppBadgeAtom = atom(null, (_get, _set, count: number) => showAppBadge(count));

/** Credits badge for paid members only; null when it is hidden. */
export const creditsBadgeAtom = atom((get) => {
  const user = get(userAtom);
  return user?.paid_user ? creditsBadgeState(user.credits) : null;
});
