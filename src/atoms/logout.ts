import { atom } from 'jotai';
import { logout } from '../api/session';
import { loadDatabase } from '../db/load';
import { clearUserAtom } from './auth';

/**
 * Forgets the member on this device: the member and their state in memory, every Dexie table, the
 * member's idb-keyval keys, and the service worker's API answers and photos. Logout, account deletion
 * and the silent logout (a 403 carrying authentication_required) all end here, so the next person
 * at this device reads nothing of them, offline either. The menu of every page offers logout, so what
 * it needs (Dexie, idb-keyval, the search, block and photo atoms) loads when it is used, not with the first page.
 */
export const forgetMemberAtom = atom(null, async (_get, set) => {
  set(clearUserAtom);
  const [search, blocks, photos, db, { clearMemberTables }, { clearMemberKeys }, { forgetCachedAnswers }] = await Promise.all([
    import('./search'), import('./blocks'), import('./photos'), loadDatabase(), import('../db/member-data'),
    import('../db/member-keys'), import('../api/answer-caches'),
  ]);
  set(search.resetSearchAtom);
  set(blocks.resetBlockedAtom);
  set(photos.resetOwnPhotosAtom);
  await Promise.all([clearMemberTables(db), clearMemberKeys(), forgetCachedAnswers()]);
});

/** Logout: end the session on the server, then forget the member here even if the server could not be told; the caller goes to '/' (docs/product/states.md#logout). */
export const logoutAtom = atom(null, async (_get, set) => {
  await logout().catch(() => {});
  await set(forgetMemberAtom);
});

/** Deletion: the password confirms it (errors reach the form); then the member is forgotten here. */
export const deleteAccountAtom = atom(null, async (_get, set, password: string) => {
  const { deleteAccount } = await import('../api/account');
  await deleteAccount(password);
  await set(forgetMemberAtom);
});
