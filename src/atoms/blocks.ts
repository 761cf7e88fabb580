import { atom } from 'jotai';
import type { ProfileCard } from '../../common/api/profiles';
import { blockMember, fetchBlocked, unblockMember } from '../api/members';

/** The members this member blocked (null until loaded), kept in step by block and unblock. */
export const blockedMembersAtom = atom<ProfileCard[] | null>(null);

export const loadBlockedAtom = atom(null, async (_get, set) => set(blockedMembersAtom, await fetchBlocked()));

/** Stored search pages may hold the member on either side of a block: they are fetched anew. */
async function forgetSearches(): Promise<void> {
  const { db } = await import('../db/database');
  await db.searchPages.clear();
}

export const blockAtom = atom(null, async (_get, set, id: number) => {
  await blockMember(id);
  set(blockedMembersAtom, null);
  await forgetSearches();
});

export const unblockAtom = atom(null, async (_get, set, id: number) => {
  await unblockMember(id);
  set(blockedMembersAtom, (list) => list?.filter((profile) => profile.id !== id) ?? null);
  await forgetSearches();
});
