import { userAtom } from '../atoms/auth';
import { store } from '../atoms/store';

/**
 * Messages written offline are delivered by the page when the browser has no background sync (or
 * the service worker has not run yet): at start, and whenever the connection returns.
 */
export function deliverOutboxWhenOnline(): void {
  const deliver = () => {
    if (!store.get(userAtom) || navigator.onLine === false) return;
    void import('../atoms/chats').then(({ deliverOutboxAtom }) => store.set(deliverOutboxAtom)).catch(() => {});
  };
  deliver();
  window.addEventListener('online', deliver);
}
