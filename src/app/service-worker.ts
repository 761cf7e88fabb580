import { servedAnswerUrls } from '../api/client';
import { pageSettingsUrl } from '../api/settings';

/** Registers the service worker (version 2) in production builds; dev has none, so HMR stays simple. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register('/sw.js', { type: 'module', scope: '/' }).catch((error: unknown) => {
      console.error('Service worker registration failed', error);
    });
  // A first visit: what the page loaded before the worker took control is handed to it, to keep for
  // offline use, with the settings the next boot asks for (this one had them in the served shell).
  if (!navigator.serviceWorker.controller) {
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      // The calls the served page answered itself (the regions of a search, say) were never fetched.
      const answered = servedAnswerUrls().map((url) => new URL(url, window.location.href).href);
      const urls = [...performance.getEntriesByType('resource').map((entry) => entry.name), pageSettingsUrl(), ...answered];
      navigator.serviceWorker.controller?.postMessage({ type: 'CACHE_URLS', urls });
    }, { once: true });
  }
  // The boot awaits settings and the catalogue first, so the page may well have loaded by now.
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
