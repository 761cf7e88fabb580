import { isRedirect, type AnyRouter } from '@tanstack/react-router';
import { loginIfLoggedOut, membersIfLoggedIn } from './guards';

const GUARDS: unknown[] = [membersIfLoggedIn, loginIfLoggedOut];

/**
 * The guards of the page on screen decide again, now that the server has had its say on the member
 * they let in or kept waiting (app/boot-member.ts), and the redirect one throws is followed. Only they
 * run, not the page's loaders: a mailed link's confirmation still runs once. Loaded when the word
 * comes, after the first screen.
 */
export async function guardAgain(router: AnyRouter): Promise<void> {
  // At a boot the word may come while the router still opens the page.
  if (router.state.status === 'pending') {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe('onResolved', () => {
        stop();
        resolve();
      });
    });
  }
  for (const match of router.state.matches) {
    // The 404 page stands where the path found no page: the routes it half matched on the way
    // (/nope/nope, /nope: /$token) have nothing on screen to guard.
    if (match.status === 'notFound' || match._notFound) return;
    const guard = router.routesById[match.routeId]?.options.beforeLoad;
    if (!GUARDS.includes(guard)) continue;
    try {
      (guard as () => void)();
    } catch (thrown) {
      if (isRedirect(thrown)) await router.navigate({ ...thrown.options, replace: true });
      return;
    }
  }
}
