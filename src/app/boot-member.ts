import { fetchUser } from '../api/user';
import { markServerUnreachableAtom, receiveStoredUserAtom, receiveUserAtom, userAtom } from '../atoms/auth';
import { store } from '../atoms/store';
import { router } from './router';
import { storedUser } from './stored-user';

/**
 * The member at a boot from the service worker's shell, which holds none (app/boot.ts). The member
 * kept on the device paints at once, so a member's repeat visit does not wait for the network; the
 * server's answer replaces it when it comes. A device that holds no member waits for the server, so
 * a member is never shown logged out first (offline that is no wait: src/api/client.ts). Guards act
 * on the server's word alone, so once it is in, the guards of the page on screen decide again: a
 * session that ended elsewhere leaves /login on its form, and sends a page of one's own to it.
 *
 * `forgetMember` clears the device as a logout does. Resolves when the first screen may paint.
 */
export async function bootMember(forgetMember: () => void): Promise<void> {
  const askedAt = Date.now();
  const server = fetchUser();
  const device = storedUser().catch(() => null).then((user) => {
    if (user) store.set(receiveStoredUserAtom, user);
    return user;
  });

  const word = server.then(async (user) => {
    store.set(receiveUserAtom, user, askedAt);
    // The device's member has no session any more (a logout elsewhere, a changed password, a ban): the
    // device forgets them, or every visit would show them logged in until the server answers.
    if ((await device) && !store.get(userAtom)) forgetMember();
  }, async () => {
    // The server cannot be asked (offline, failing): the device's member stands in for its word.
    store.set(markServerUnreachableAtom);
    await device;
  });
  void word.then(async () => {
    if (!(await device)) return;
    const { guardAgain } = await import('../routes/-lib/guard-again');
    await guardAgain(router);
  });

  await Promise.any([device.then((user) => user ?? Promise.reject(new Error('The device holds no member'))), word]);
}
