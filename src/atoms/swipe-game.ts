import { atom } from 'jotai';
import type { ProfileCard } from '../../common/api/profiles';
import { fetchSwipeStack, swipe } from '../api/likes';
import { loadDatabase } from '../db/load';
import { saveTimeZoneAtom } from './account';

/**
 * The swipe game's calls. The game is played online (the server counts the day's likes); a like
 * given is stored with the sent likes, and a match shows the overlay.
 */

/** The next cards and the day's likes; the server first learns the member's time zone, where their day is counted. */
export const loadSwipeStackAtom = atom(null, async (_get, set) => {
  await set(saveTimeZoneAtom);
  return fetchSwipeStack();
});

export const swipeAtom = atom(null, async (_get, _set, { profile, like }: { profile: ProfileCard; like: boolean }) => {
  const result = await swipe({ id: profile.id, like });
  if (result.like) {
    const [db, { announceLike, storeSentLike }] = await Promise.all([loadDatabase(), import('../db/likes')]);
    await storeSentLike(db, profile.id, true, profile);
    if (result.like.match) await announceLike(db, { profile, match: true });
  }
  return result;
});
