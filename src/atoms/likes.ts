import { atom } from 'jotai';
import { AUTO_LIKE_RELOAD_MS } from '../../common/constants';
import type { ProfileCard } from '../../common/api/profiles';
import { fetchAutoLike, fetchLikes } from '../api/likes';
import { loadDatabase } from '../db/load';
import { saveTimeZoneAtom } from './account';

/**
 * The member's likes (docs/product/states.md#likes). The poller stores them every minute; these actions store them
 * when a screen needs them fresh, and write the overlay's announcement. Screens read Dexie live.
 */

const likesModule = () => Promise.all([loadDatabase(), import('../db/likes')]);

/** Fetches the likes both ways into Dexie (the likes pages on opening, the auto-like after 500 ms). */
export const loadLikesAtom = atom(null, async () => {
  const [db, { storeLikes }] = await likesModule();
  await storeLikes(db, await fetchLikes());
});

/** The member opened the liker's profile: the server clears the flag as it answers, Dexie at once (docs/product/states.md#likes). */
export const likeSeenAtom = atom(null, async (_get, _set, id: number) => {
  const [db, { markLikeSeen }] = await likesModule();
  await markLikeSeen(db, id);
});

/** Shows the overlay for a like or a match (docs/product/screens.md#new-like-and-match-overlay), in every open tab. */
export const announceLikeAtom = atom(null, async (_get, _set, announcement: { profile: ProfileCard; match: boolean }) => {
  const [db, { announceLike }] = await likesModule();
  await announceLike(db, announcement);
});

/** The overlay was closed: in every tab, and for good. */
export const dismissLikeAtom = atom(null, async () => {
  const [db, { dismissAnnouncedLike }] = await likesModule();
  await dismissAnnouncedLike(db);
});

/**
 * The auto-like (docs/product/states.md#auto-likes, docs/decisions.md): asks the server for a fictional profile's like; when one
 * comes, it is stored as arrived (so the next poll does not announce it again) and shown, and 500 ms
 * later the likes are read anew. Nothing happens when there is none today.
 */
export const autoLikeAtom = atom(null, async (_get, set) => {
  await set(saveTimeZoneAtom);
  const profile = await fetchAutoLike();
  if (!profile) return;
  const [db, { storeArrivedLike }] = await likesModule();
  // The card's photo is the main photo the answer names as main_image.match.
  const { main_image: _mainImage, ...card } = profile;
  await storeArrivedLike(db, card);
  setTimeout(() => {
    void set(loadLikesAtom).catch(() => {});
    // The chat actions are not part of the first load.
    void import('./chats').then(({ loadChatsAtom }) => set(loadChatsAtom)).catch(() => {});
  }, AUTO_LIKE_RELOAD_MS);
});
