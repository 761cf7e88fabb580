import { VIEWER_ANSWERS_CACHE } from '../../common/constants';

/**
 * The service worker's copies of what the server answered (src/sw/sw.ts): the caches of API answers,
 * named api-*, and the photos among the cached images, which show whom the member looked at. The page
 * reaches Cache Storage directly; there is none outside a secure context.
 */

/**
 * The answers that depend on who looks, after that changed (a login, a signup, a block): the next
 * ones are the server's, never a list that shows the member themselves or someone blocked.
 */
export async function forgetViewerAnswers(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(VIEWER_ANSWERS_CACHE);
}

export async function forgetCachedAnswers(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.map((name) => (name.startsWith('api-') ? caches.delete(name) : forgetPhotos(name))));
}

async function forgetPhotos(cacheName: string): Promise<void> {
  const cache = await caches.open(cacheName);
  const photos = (await cache.keys()).filter((request) => new URL(request.url).pathname.startsWith('/photos/'));
  await Promise.all(photos.map((request) => cache.delete(request)));
}
