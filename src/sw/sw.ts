/// <reference lib="webworker" />
/**
 * The service worker, version 2 (docs/product/calls.md#service-worker). Runs in the worker scope: no DOM; imports common/,
 * workbox-*, and the app's Dexie and API client for the chat outbox. Precaches the app shell, caches
 * API catalogues and images at runtime (a first install also what the first page loaded before it
 * ran), serves the shell to every navigation when offline, and
 * delivers messages written offline when the connection returns (background sync). Pushes are shown
 * and their taps routed in ./push.ts.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import { SW_VERSION, VIEWER_ANSWERS_CACHE } from '../../common/constants';
import { sendFailureOf, sendMessage } from '../api/chat';
import { CACHED_ANSWER_HEADER } from '../api/client';
import { db } from '../db/database';
import { deliverOutbox } from '../db/outbox';
import './push';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/photos\//, /^\/sandbox\//, /^\/staff(\/|$)/] }));

// Private photos come with no-store: they are never kept, so they are gone after a logout or a block.
const keepOnlyStorable = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    response.status === 200 && !/no-store/.test(response.headers.get('cache-control') ?? '') ? response : null,
};

/** An API answer given from the cache says so: by it the page has not heard from the server (src/api/client.ts). */
const markCached = {
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) => {
    if (!cachedResponse) return null;
    const headers = new Headers(cachedResponse.headers);
    headers.set(CACHED_ANSWER_HEADER, '1');
    return new Response(cachedResponse.body, { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
};

interface RuntimeRoute {
  match: (options: { url: URL; request: Request }) => boolean;
  strategy: Strategy;
}

const RUNTIME_ROUTES: RuntimeRoute[] = [
  // Caches of API answers are named api-*: logout deletes them all, and the cached /photos/ (src/api/answer-caches.ts).
  {
    match: ({ url }) => /^\/api\/(settings|interests|regions|companyinfo)\.php$/.test(url.pathname),
    strategy: new StaleWhileRevalidate({ cacheName: `api-catalogues-v${SW_VERSION}`, plugins: [markCached] }),
  },
  // The home's newest members show at once from the last answer, refreshed behind it: a repeat visit
  // paints without waiting for the network. The page empties this cache when who looks changes.
  {
    match: ({ url }) => url.pathname === '/api/featured.php',
    strategy: new StaleWhileRevalidate({ cacheName: VIEWER_ANSWERS_CACHE, plugins: [keepOnlyStorable, markCached] }),
  },
  {
    match: ({ request, url }) => request.destination === 'image' || url.pathname.startsWith('/photos/'),
    strategy: new CacheFirst({
      cacheName: `images-v${SW_VERSION}`,
      plugins: [keepOnlyStorable, new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true })],
    }),
  },
  // Locale catalogues are left out of the precache; hashed names make them safe to keep once fetched.
  {
    match: ({ url }) => /^\/assets\/messages-.*\.js$/.test(url.pathname),
    strategy: new CacheFirst({ cacheName: `locales-v${SW_VERSION}`, plugins: [new ExpirationPlugin({ maxEntries: 20 })] }),
  },
];
for (const { match, strategy } of RUNTIME_ROUTES) registerRoute(match, strategy);

/**
 * A first visit loads its settings, catalogue and photos before this worker runs; the page names what
 * it loaded (src/app/service-worker.ts), and each goes through its route as if it had come through the
 * worker, so the visit reads the same offline.
 */
function cacheLoaded(urls: unknown, event: ExtendableMessageEvent): Promise<unknown> {
  const sameOrigin = (Array.isArray(urls) ? urls : []).filter((url): url is string => typeof url === 'string' && url.startsWith(self.location.origin));
  return Promise.all(sameOrigin.map(async (href) => {
    const request = new Request(href);
    const route = RUNTIME_ROUTES.find(({ match }) => match({ url: new URL(href), request }));
    await route?.strategy.handle({ event, request }).catch(() => undefined);
  }));
}

/** Settles once a page has named what it loaded and the worker has kept it. */
let pageLoadsKept!: (copies: Promise<unknown>) => void;
const firstPageKept = new Promise<unknown>((resolve) => {
  pageLoadsKept = resolve;
});

/** A first install waits no longer for a page that never names its loads (closed first, or of an older build). */
const FIRST_PAGE_WAIT_MS = 10_000;

// A first install ends, and the worker takes control, only once it holds what the page loaded before
// it ran: a page that goes offline the moment it is controlled still opens every route (the catalogue
// above all: without it nothing renders). An update needs none of this: its pages came through a worker.
self.addEventListener('install', (event) => {
  if (self.registration.active) return;
  event.waitUntil(Promise.race([firstPageKept, new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS))]));
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'GET_VERSION') event.ports[0]?.postMessage(SW_VERSION);
  if (event.data?.type === 'CACHE_URLS') {
    const copies = cacheLoaded(event.data.urls, event);
    event.waitUntil(copies);
    pageLoadsKept(copies);
  }
});

/** The page asks for this when a message waits in the outbox; the browser fires it once it is online, even with the app closed. */
interface SyncEvent extends ExtendableEvent {
  tag: string;
}
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  // A message the server refused stays in the outbox as failed, for the member to see; only a
  // delivery that could not reach the server makes the browser try again later.
  if (sync.tag === 'outbox') sync.waitUntil(deliverOutbox(db, sendMessage, sendFailureOf).then(() => undefined));
});

void self.skipWaiting();
clientsClaim();
