import { atom, type Setter } from 'jotai';
import { profileCard } from '../api/account';
import { ApiError } from '../api/client';
import { fetchMatches, fetchMember, likeMember, unlikeMember } from '../api/members';
import { fetchFeaturedProfiles } from '../api/profiles';
import type { ProfileCard } from '../../common/api/profiles';
import { cardOfProfile } from '../../common/rules/cards';
import type { SlugAges } from '../../common/rules/slug';
import { loadDatabase } from '../db/load';
import { settingsAtom } from './settings';

/**
 * Other members. Their profiles are kept in Dexie (screens read them live), and this module is their
 * one writer: a profile fetched, a like given or taken back. Dexie loads on first use.
 */

/**
 * When a like answer for a member was last stored on this device: a profile read that left before it
 * may carry the like as it was, and must not undo it (a member who taps Like while the profile is
 * still loading).
 */
const likeStoredAt = new Map<number, number>();

/** Fetches a profile into Dexie; a profile that is gone or shut by a block is forgotten here too. */
export const refreshMemberAtom = atom(null, async (_get, _set, id: number) => {
  // The database opens while the profile is on its way, not before it is asked for.
  const storage = Promise.all([loadDatabase(), import('../db/members')]);
  const askedAt = Date.now();
  try {
    const member = await fetchMember(id);
    const [db, { storeMember }] = await storage;
    if ((likeStoredAt.get(id) ?? 0) < askedAt) await storeMember(db, member);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
      const [db, { forgetMember }] = await storage;
      await forgetMember(db, id);
    }
    throw error;
  }
});

/**
 * Likes or unlikes a member (`profile`: their card, for the likes pages). The stored profile and the
 * sent likes follow the server's answer; a like that makes a match shows the match overlay.
 */
export const setLikeAtom = atom(null, async (_get, _set, { profile, like }: { profile: ProfileCard; like: boolean }) => {
  const { id } = profile;
  const state = await (like ? likeMember(id) : unlikeMember(id));
  const [db, { updateStoredMember }, { announceLike, storeSentLike }] = await Promise.all([loadDatabase(), import('../db/members'), import('../db/likes')]);
  likeStoredAt.set(id, Date.now());
  await Promise.all([updateStoredMember(db, id, state), storeSentLike(db, id, state.liked, profile)]);
  if (like && state.match) await announceLike(db, { profile, match: true });
  return state;
});

/** A profile as the served page holds it, for a first render before Dexie opens. */
export { servedMember } from '../api/members';

/** The newest members of the visitor's country, for the home, signup and lander pages (of the ages a lander names); offline, none. */
export const loadFeaturedAtom = atom(null, (get, _set, ages?: SlugAges) => fetchFeaturedProfiles(get(settingsAtom)?.geoip_selected_country, ages).catch(() => []));

/** Members who suit the member, best first, each with why (the match finder). */
export const loadMatchesAtom = atom(null, () => fetchMatches());

/**
 * A member's card as this device last had it: their profile as last opened, or one of the newest
 * members as last shown (the service worker keeps that answer). Null when it never had them.
 */
async function heldCard(set: Setter, id: number): Promise<ProfileCard | null> {
  const [database, { storedMember }] = await Promise.all([loadDatabase(), import('../db/members')]);
  const stored = await storedMember(database, id);
  if (stored) return cardOfProfile(stored);
  return (await set(loadFeaturedAtom)).find((card) => card.id === id) ?? null;
}

/**
 * The card of a member (the profile landers, signup from a profile, a complaint about them); null when
 * there is no such member. Without an answer (offline) the card this device holds stands in, so a
 * member a lander showed opens offline too; the failure stands only when it holds none.
 */
export const loadProfileCardAtom = atom(null, (_get, set, id: number) =>
  profileCard(id).catch(async (error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null;
    const held = error instanceof ApiError && error.status === null ? await heldCard(set, id).catch(() => null) : null;
    if (held) return held;
    throw error;
  }));

/** For a loader's `.catch` of the card: no answer and no card held gives a stand-in, and the page says it needs a connection. */
export { whenUnanswered } from '../api/client';
