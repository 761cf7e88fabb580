/// <reference lib="webworker" />
import type { PushPayload } from '../../common/api/push';
import { SW_OPEN_URL_MESSAGE } from '../../common/constants';

/**
 * Push in the service worker (docs/product/calls.md#service-worker, version 2): a push shows its notification, one per tag (a
 * newer message of a conversation replaces the older), and sets the app badge from its count; a tap
 * brings an open window of the app forward and routes it to the push's page, or opens one there.
 */

declare const self: ServiceWorkerGlobalScope;

const ICON = '/icons/icon-192.png';
const BADGE = '/icons/badge-96.png';

function readPayload(data: PushMessageData | null): PushPayload | null {
  try {
    const payload = data?.json() as Partial<PushPayload> | undefined;
    return payload && typeof payload.title === 'string' && typeof payload.url === 'string' ? (payload as PushPayload) : null;
  } catch {
    return null;
  }
}

async function setBadge(count: number): Promise<void> {
  const navigator = self.navigator as WorkerNavigator & { setAppBadge?: (count?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };
  await (count > 0 ? navigator.setAppBadge?.(count) : navigator.clearAppBadge?.())?.catch(() => undefined);
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  // A push must show something (userVisibleOnly); one we cannot read just opens the app.
  const { title, body, url, tag, badge } = payload ?? { title: self.location.hostname, body: '', url: '/', tag: 'app', badge: 0 };
  event.waitUntil(Promise.all([
    self.registration.showNotification(title, { body, tag, icon: ICON, badge: BADGE, data: { url }, renotify: true } as NotificationOptions),
    setBadge(badge),
  ]));
});

async function openApp(path: string): Promise<void> {
  const url = new URL(path, self.location.origin);
  // Only a path of our own app is opened.
  const target = url.origin === self.location.origin ? url.pathname + url.search : '/';
  const windows = await self.clients.matchAll({ type: 'window' });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!open) {
    await self.clients.openWindow(target);
    return;
  }
  // The page routes in place (src/app/background-work.ts): what the member had open stays.
  open.postMessage({ type: SW_OPEN_URL_MESSAGE, url: target });
  await open.focus().catch(() => undefined);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: unknown } | null)?.url;
  event.waitUntil(openApp(typeof url === 'string' ? url : '/'));
});
