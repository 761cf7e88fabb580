import type { ProxyOptions } from 'vite';

/**
 * What `npm run dev` passes on to the server: every path the server answers (the client's own
 * files come from the dev server). The browser's Host goes with each request, as a reverse proxy in
 * front of production sends it: the server then sees one site, so its cross-site guard lets the dev
 * server's pages write and its links (mails, payment returns) lead back to the dev server. Only
 * this development proxy makes the dev server's origin the server's own.
 */

// The staff console too: the server serves its own build (vite.staff.config.ts) and its API; and the health checks.
const SERVER_PATHS = ['/api', '/photos', '/resell-photos', '/sandbox', '/staff', '/healthz', '/readyz'];

export function devProxy(api: string): Record<string, ProxyOptions> {
  const options = { target: api, changeOrigin: false };
  return {
    '/api/live.php': { ...options, target: api.replace(/^http/, 'ws'), ws: true },
    ...Object.fromEntries(SERVER_PATHS.map((prefix) => [prefix, options])),
  };
}
