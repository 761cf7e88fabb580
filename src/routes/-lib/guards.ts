import { redirect } from '@tanstack/react-router';
import { userAtom } from '../../atoms/auth';
import { store } from '../../atoms/store';

/** Signup pages: a member who is logged in goes to members instead (spec §2). */
export function membersIfLoggedIn(): void {
  if (store.get(userAtom)) throw redirect({ to: '/members' });
}

/** Pages of one's own account: a visitor logs in first. */
export function loginIfLoggedOut(): void {
  if (!store.get(userAtom)) throw redirect({ to: '/login' });
}
