import { atom } from 'jotai';
import type { ProfileCard } from '../../common/api/profiles';
import { forgetViewerAnswers } from '../api/answer-caches';
import { blockMember, fetchBlocked, unblockMember } from '../api/members';
import { loadDatabase } from '../db/load';
import { forgetStoredSearchesAtom } from './search';

/** The members this member blocked (null until loaded), kept in step by block and unblock. */
const blockedEntryAtom = atom<ProfileCard[] | null>(null);
export const blockedMembersAtom = atom((get) => get(blockedEntryAtom));

export const loadBlockedAtom = atom(null, async (_get, set) => set(blockedEntryAtom, await fetchBlocked()));

/** A block ends the likes between the two on the server; they go from the device too. */
export const blockAtom = atom(null, async (_get, set, id: number) => {
  await blockMember(id);
  set(blockedEntryAtom, null);
  const [db, { forgetLikesWith }, { forgetChatsWith }] = await Promise.all([loadDatabase(), import('../db/likes'), import('../db/chats')]);
  // Nothing of theirs stays on the device: the server already ended it all.
  await forgetLikesWith(db, id);
  await forgetChatsWith(db, id);
  await Promise.all([set(forgetStoredSearchesAtom), forgetViewerAnswers()]);
});

export const unblockAtom = atom(null, async (_get, set, id: number) => {
  await unblockMember(id);
  set(blockedEntryAtom, (list) => list?.filter((profile) => profile.id !== id) ?? null);
  await Promise.all([set(forgetStoredSearchesAtom), forgetViewerAnswers()]);
});

/** At logout the list goes with the rest of the member's data. */
export const resetBlockedAtom = atom(null, (_get, set) => set(blockedEntryAtom, null));
