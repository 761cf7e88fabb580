import { receiveUserAtom, userAtom } from '../atoms/auth';
import { store } from '../atoms/store';
import { SW_OPEN_URL_MESSAGE } from '../../common/constants';
import { sendPageHidden } from '../api/notifications';
import { pushStateAtom, syncPushAtom } from '../atoms/push';
import { setLiveMember, setPageHidden, setPollingForPush, startPoller } from '../workers/poller/client';
import { router } from './router';
import { keepUser } from './stored-user';

/**
 * What runs beside the app once it is on screen (loaded after the first paint, none of it is needed
 * for it): the member kept on the device for an offline boot, the poller with its live channel, the
 * delivery of messages written offline, and what tells the server whether the member is looking
 * (pushes go out only when no page is in view) with the device's push state.
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
    setLiveMember(id, PAGE_NAME);
    if (user) keepUser(user, () => store.get(userAtom)?.profile.id === id).catch(() => {});
    // Each login may be another member's on this device: the device's subscription follows them.
    if (user) store.set(syncPushAtom).catch(() => {});
  };
  follow();
  store.sub(userAtom, follow);
  // Pushes bring the news while subscribed: polling slows down (docs/product/states.md#polling).
  store.sub(pushStateAtom, () => setPollingForPush(typeof store.get(pushStateAtom).isSubscribed === 'object'));

  // Where the browser has no background sync (or before the service worker runs), the page delivers
  // the outbox: at start, and whenever the connection returns.
  const deliver = () => {
    if (!store.get(userAtom) || navigator.onLine === false) return;
    void import('../atoms/chats').then(({ deliverOutboxAtom }) => store.set(deliverOutboxAtom)).catch(() => {});
  };
  deliver();
  window.addEventListener('online', deliver);

  // The beacon leaves even as a phone freezes the page; the live channel says it when it can.
  const visibility = () => {
    const hidden = document.visibilityState === 'hidden';
    setPageHidden(hidden);
    if (hidden && store.get(userAtom)) sendPageHidden(PAGE_NAME);
  };
  visibility();
  document.addEventListener('visibilitychange', visibility);
  listenToNotificationTaps();
}

/** This page's own name, for the live channel and the page-hidden beacon. */
const PAGE_NAME = Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** A tap on a notification while the app is open: the service worker asks this page to show its route. */
function listenToNotificationTaps(): void {
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<{ type?: string; url?: unknown }>) => {
    if (event.data?.type !== SW_OPEN_URL_MESSAGE || typeof event.data.url !== 'string' || !event.data.url.startsWith('/')) return;
    void router.navigate({ to: event.data.url });
  });
}
