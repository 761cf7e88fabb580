import { shouldReloadForChunkError } from '../../../common/rules/navigation';

const KEY = 'chunk-reload-at';

/** After a deploy, old pages ask for chunks that are gone: browsers word that failure differently. */
const CHUNK_ERROR = /dynamically imported module|Importing a module script failed|Failed to fetch|error loading dynamically/i;

/** Reloads the page once when a chunk failed to load, but at most once per 60 s (spec §4). */
export function reloadAfterChunkError(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  if (!CHUNK_ERROR.test(message)) return;
  const last = Number(localStorage.getItem(KEY)) || null;
  const now = Date.now();
  if (!shouldReloadForChunkError(last, now, navigator.onLine === false)) return;
  localStorage.setItem(KEY, String(now));
  window.location.reload();
}

/** Vite reports a failed preload of a lazy chunk as this event on window. */
export function installChunkReloadGuard(): void {
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    reloadAfterChunkError((event as Event & { payload?: unknown }).payload);
  });
}
