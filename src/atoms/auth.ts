import { atom } from 'jotai';
import { logIn, logout } from '../api/session';
import type { LoginRequest, User } from '../../common/api/user';

/** The logged-in member, or null. Written by the boot and by every poll. */
export const userAtom = atom<User | null>(null);
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
