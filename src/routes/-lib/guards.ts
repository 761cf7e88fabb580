import { redirect } from '@tanstack/react-router';
import { userAtom, userConfirmedAtom } from '../../atoms/auth';
import { store } from '../../atoms/store';

/*
 * Guards act on the server's word, never on the device's copy of the member alone: a boot paints that
 * copy before the server answers, and the guards of the page on screen decide again once it has
 * (app/boot-member.ts, ./guard-again.ts).
 */

/** Signup pages and the login: a member who is logged in goes to members instead (docs/product/screens.md#route-table). */
export function membersIfLoggedIn(): void {
  if (store.get(userAtom) && store.get(userConfirmedAtom)) throw redirect({ to: '/members' });
}

/** Pages of one's own account: a visitor logs in first (the device's member looks in until the server says otherwise). */
export function loginIfLoggedOut(): void {
  if (!store.get(userAtom)) throw redirect({ to: '/login' });
}
