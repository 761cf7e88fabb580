import { atom } from 'jotai';
import { logIn, logout } from '../api/session';
import type { LoginRequest, User } from '../../common/api/user';

/** The member and when it was last written, so an answer that left before that write cannot undo it. */
const userEntryAtom = atom<{ user: User | null; writtenAt: number }>({ user: null, writtenAt: 0 });

/** The logged-in member, or null. Written by the boot, by every answer that carries the member, and by every poll. */
export const userAtom = atom(
  (get) => get(userEntryAtom).user,
  (_get, set, user: User | null) => set(userEntryAtom, { user, writtenAt: Date.now() }),
);

/**
 * The member as a background read found it (a poll, the photo list a page loads): kept only if nothing
 * wrote the member after the read was asked for. Otherwise a switch flipped while the read travelled
 * would flip back when it lands.
 */
export const receiveUserAtom = atom(null, (get, set, user: User | null, askedAt: number) => {
  if (askedAt > get(userEntryAtom).writtenAt) set(userEntryAtom, { user, writtenAt: askedAt });
});
export const loggedInAtom = atom((get) => get(userAtom) !== null);

/** A silent logout: the session is gone on the server, so forget the member here. */
export const logoutLocallyAtom = atom(null, (_get, set) => {
  set(userAtom, null);
});

/** Logout: end the session on the server, then here; the caller goes to '/' (spec §4). */
export const logoutAtom = atom(null, async (_get, set) => {
  await logout().catch(() => {});
  set(userAtom, null);
});

/** Login: the answer is the member, who goes straight into the atom (errors reach the caller). */
export const loginAtom = atom(null, async (_get, set, credentials: LoginRequest) => {
  set(userAtom, await logIn(credentials));
});
