import { atom } from 'jotai';
import { likeMember, unlikeMember } from '../api/members';

/** Likes or unlikes a member; the stored profile and the sent likes follow the server's answer. */
export const setLikeAtom = atom(null, async (_get, _set, { id, like }: { id: number; like: boolean }) => {
  const state = await (like ? likeMember(id) : unlikeMember(id));
  const [{ db }, { updateStoredMember }, { storeSentLike }] = await Promise.all([
    import('../db/database'), import('../db/members'), import('../db/likes'),
  ]);
  await Promise.all([updateStoredMember(db, id, state), storeSentLike(db, id, state.liked)]);
});
