import { servedAnswerUrls } from '../api/client';
import { pageSettingsUrl } from '../api/settings';

/** Registers the service worker (version 2) in production builds; dev has none, so HMR stays simple. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const firstVisit = !navigator.serviceWorker.controller;
  const register = async () => {
    try {
      const registration = await navigator.serviceWorker.register('/sw.js', { type: 'module', scope: '/' });
      // A first visit: what the page loaded before the worker ran is handed to it as it installs, to
      // keep for offline use; it takes control only once it holds them (src/sw/sw.ts).
      if (firstVisit) (registration.installing ?? registration.waiting ?? registration.active)?.postMessage({ type: 'CACHE_URLS', urls: loadedUrls() });
    } catch (error) {
      console.error('Service worker registration failed', error);
    }
  };
  // The boot awaits settings and the catalogue first, so the page may well have loaded by now.
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

/**
 * What this page loaded (its catalogue, photos …), with the settings the next boot asks for (this one
 * had them in the served shell) and the calls the served page answered itself (the regions of a
 * search, say), which were never fetched.
 */
function loadedUrls(): string[] {
  const answered = servedAnswerUrls().map((url) => new URL(url, window.location.href).href);
  return [...performance.getEntriesByType('resource').map((entry) => entry.name), pageSettingsUrl(), ...answered];
}
