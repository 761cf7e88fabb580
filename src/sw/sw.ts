/// <reference lib="webworker" />
/**
 * The service worker, version 2 (spec §7). Runs in the worker scope: no DOM, imports only common/
 * and workbox-*. Precaches the app shell, caches API catalogues and images at runtime, and serves
 * the shell to every navigation when offline.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { SW_VERSION } from '../../common/constants';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/photos\//] }));

// Caches of API answers are named api-*: logout deletes them all, and the cached /photos/ (src/api/answer-caches.ts).
registerRoute(
  ({ url }) => /^\/api\/(settings|interests|regions|companyinfo)\.php$/.test(url.pathname),
  new StaleWhileRevalidate({ cacheName: `api-catalogues-v${SW_VERSION}` }),
);

// Private photos come with no-store: they are never kept, so they are gone after a logout or a block.
const keepOnlyStorable = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    response.status === 200 && !/no-store/.test(response.headers.get('cache-control') ?? '') ? response : null,
};

registerRoute(
  ({ request, url }) => request.destination === 'image' || url.pathname.startsWith('/photos/'),
  new CacheFirst({
    cacheName: `images-v${SW_VERSION}`,
    plugins: [keepOnlyStorable, new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);

// Locale catalogues are left out of the precache; hashed names make them safe to keep once fetched.
registerRoute(
  ({ url }) => /^\/assets\/messages-.*\.js$/.test(url.pathname),
  new CacheFirst({ cacheName: `locales-v${SW_VERSION}`, plugins: [new ExpirationPlugin({ maxEntries: 20 })] }),
);

self.addEventListener('message', (event) => {
  if (event.data?.type === 'GET_VERSION') event.ports[0]?.postMessage(SW_VERSION);
});

void self.skipWaiting();
clientsClaim();
