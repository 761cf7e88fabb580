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

/** When the member kept on the device counts as written: before any read of the server, so each answer of the server replaces it. */
const DEVICE_READ = 1;

/** Whether the server could not be asked at this boot (its read of the member failed: offline, a server down). */
const serverUnreachableAtom = atom(false);

/** The logged-in member, or null. */
export const userAtom = atom((get) => get(userEntryAtom).user);
export const loggedInAtom = atom((get) => get(userAtom) !== null);

/**
 * Whether the member shown is the server's word: not while it is only the device's copy, shown at a
 * boot before the server answered, unless the server could not be asked. A guard acts on the server's
 * word alone (routes/-lib/guards.ts); the boot runs the guards again once it is in (app/boot-member.ts).
 */
export const userConfirmedAtom = atom((get) => get(userEntryAtom).writtenAt !== DEVICE_READ || get(serverUnreachableAtom));

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

/** The member kept on the device, shown at a boot until the server has its say (app/boot-member.ts). */
export const receiveStoredUserAtom = atom(null, (_get, set, user: User) => set(receiveUserAtom, user, DEVICE_READ));

/** The server could not be asked at this boot: the device's member stands as its word until it answers. */
export const markServerUnreachableAtom = atom(null, (_get, set) => set(serverUnreachableAtom, true));

/** Reads the member anew, after the account changed elsewhere (a mailed link was opened). */
export const refreshUserAtom = atom(null, async (_get, set) => {
  const askedAt = Date.now();
  set(receiveUserAtom, await fetchUser(), askedAt);
});

/** The session ended: no member on this device any more (logout.ts forgets the rest of their data). */
export const clearUserAtom = atom(null, (_get, set) => set(userAnswerAtom, null));
