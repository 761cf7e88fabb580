import { shouldReloadForChunkError } from '../../../common/rules/navigation';
import { ApiError } from '../../api/client';

const KEY = 'chunk-reload-at';

/** After a deploy, old pages ask for chunks that are gone: browsers word that failure differently. */
const CHUNK_ERROR = /dynamically imported module|Importing a module script failed|Failed to fetch|error loading dynamically/i;

/**
 * Reloads the page once when a chunk failed to load, but at most once per 60 s (docs/product/states.md#chunk-reload). Called by
 * the router's error page only: a chunk the router merely preloaded (a link under the pointer) may
 * fail without the member having gone anywhere, and reloading then would reload the page they are on.
 */
export function reloadAfterChunkError(error: unknown): void {
  // A call that could not reach the server says "Failed to fetch" too: a reload would not bring it.
  if (error instanceof ApiError) return;
  const message = error instanceof Error ? error.message : String(error);
  if (!CHUNK_ERROR.test(message)) return;
  const last = Number(localStorage.getItem(KEY)) || null;
  const now = Date.now();
  if (!shouldReloadForChunkError(last, now, navigator.onLine === false)) return;
  localStorage.setItem(KEY, String(now));
  window.location.reload();
}
