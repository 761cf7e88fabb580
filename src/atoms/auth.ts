import { atom } from 'jotai';
import type { User } from '../../common/api/user';
import { fetchUser } from '../api/user';

/**
 * The member. Every page reads it; it changes in two ways only, both here: the answer to the member's
 * own action (`userAnswerAtom`, which the actions in account.ts and photos.ts write through), and a
 * background read (`receiveUserAtom`). Those actions live apart so that they load with the screens
 * that use them, not with the first page.
 */

/** The member and when it was last written, so an answer that left before that write cannot undo it. */
const userEntryAtom = atom<{ user: User | null; writtenAt: number }>({ user: null, writtenAt: 0 });

/** The logged-in member, or null. */
export const userAtom = atom((get) => get(userEntryAtom).user);
export const loggedInAtom = atom((get) => get(userAtom) !== null);

/** The answer to the member's own action (login, a saved form, a photo call): written as it comes. */
export const userAnswerAtom = atom(null, (_get, set, user: User | null) => set(userEntryAtom, { user, writtenAt: Date.now() }));

/**
 * The member as a background read found it (the boot, a poll, the photo list a page loads): kept only
 * if nothing wrote the member after the read was asked for. Otherwise a switch flipped while the read
 * travelled would flip back when it lands.
 */
export const receiveUserAtom = atom(null, (get, set, user: User | null, askedAt: number) => {
  if (askedAt > get(userEntryAtom).writtenAt) set(userEntryAtom, { user, writtenAt: askedAt });
});

/** Reads the member anew, after the account changed elsewhere (a mailed link was opened). */
export const refreshUserAtom = atom(null, async (_get, set) => {
  const askedAt = Date.now();
  set(receiveUserAtom, await fetchUser(), askedAt);
});

/** The session ended: no member on this device any more (logout.ts forgets the rest of their data). */
export const clearUserAtom = atom(null, (_get, set) => set(userAnswerAtom, null));
