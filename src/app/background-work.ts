import { receiveUserAtom, userAtom } from '../atoms/auth';
import { store } from '../atoms/store';
import { startPoller, setLiveMember } from '../workers/poller/client';
import { keepUser } from './stored-user';

/**
 * What runs beside the app once it is on screen (loaded after the first paint, none of it is needed
 * for it): the member kept on the device for an offline boot, the poller with its live channel, and
 * the delivery of messages written offline.
 */
export function runBackgroundWork(): void {
  startPoller((polled, askedAt) => store.set(receiveUserAtom, polled, askedAt));
  // The live channel is open while a member is logged in, and follows logins and logouts. A member
  // is kept on the device as soon as they are known (at boot, at a login), not at the next poll: an
  // offline open is then theirs.
  let memberId: number | null | undefined;
  const follow = () => {
    const user = store.get(userAtom);
    const id = user?.profile.id ?? null;
    if (id === memberId) return;
    memberId = id;
    setLiveMember(id);
    if (user) keepUser(user, () => store.get(userAtom)?.profile.id === id).catch(() => {});
  };
  follow();
  store.sub(userAtom, follow);

  // Where the browser has no background sync (or before the service worker runs), the page delivers
  // the outbox: at start, and whenever the connection returns.
  const deliver = () => {
    if (!store.get(userAtom) || navigator.onLine === false) return;
    void import('../atoms/chats').then(({ deliverOutboxAtom }) => store.set(deliverOutboxAtom)).catch(() => {});
  };
  deliver();
  window.addEventListener('online', deliver);
}
