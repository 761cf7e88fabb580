import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CLIENT_HEADER } from '../../common/api/errors';
import { ProblemError } from '../domain/problems';

/**
 * Headers every answer carries, and the refusal of writes sent from other sites. Together they keep
 * a foreign page from framing the app (clickjacking Like or Block), from running script in it, and
 * from acting with a member's cookie.
 */

const WRITES = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

/** The app shell's own inline <style> and <script> blocks, allowed by their hashes and nothing else. */
export function inlineHashes(shell: string): { styles: string[]; scripts: string[] } {
  const hashes = (tag: string) =>
    [...shell.matchAll(new RegExp(`<${tag}(?![^>]*\\bsrc=)[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))]
      .map((match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`);
  return { styles: hashes('style'), scripts: hashes('script') };
}

export function contentSecurityPolicy({ styles, scripts }: { styles: string[]; scripts: string[] }): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scripts].join(' '),
    // React sets style properties through the DOM, which CSP does not restrict; markup may not.
    ['style-src', "'self'", ...styles].join(' '),
    // Previews of a chosen photo are blob: URLs; small icons may be data: URLs.
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ');
}

// The hooks below run for every request: plain functions that call `done`, since an async one costs
// a promise per request and per hook (the http bench, docs/performance.md).

/**
 * The policy of an API answer (JSON, a download): it is never a document that runs or loads
 * anything, so nothing is allowed, which is stricter than the app's policy, and a twelfth of its
 * length on every answer.
 */
const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

const isApiCall = (url: string) => url.startsWith('/api/') || url.startsWith('/staff/api/');

export function securityHeaders(app: FastifyInstance, shell: string | null): void {
  const common = {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'geolocation=(self), camera=(), microphone=()',
  };
  const forPages = { ...common, 'content-security-policy': contentSecurityPolicy(shell ? inlineHashes(shell) : { styles: [], scripts: [] }) };
  const forApi = { ...common, 'content-security-policy': API_CONTENT_SECURITY_POLICY };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiCall(request.url) ? forApi : forPages);
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    done();
  });
}

/** Whether a request was sent by a page of another site: its Origin names another host, or the browser says so. */
export function fromForeignSite(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== request.host;
  } catch {
    // "null" (a sandboxed frame, a privacy redirect) and anything unreadable.
    return true;
  }
}

/**
 * Whether a Host header names a host and nothing else, exactly as a URL writes it back: not
 * `localhost:@evil.example` (a user name before another host), a path, or stray characters.
 */
export function isPlainHost(host: string | undefined): boolean {
  if (!host || !URL.canParse(`http://${host}`)) return false;
  const written = new URL(`http://${host}`).host;
  // The URL drops http's default port, which clients may name (Fastify's inject does).
  return host.toLowerCase() === written || host.toLowerCase() === `${written}:80`;
}

/** Hosts found plain: a site is asked for under a handful of names, and a URL parse per request is not needed. */
const PLAIN_HOSTS_KEPT = 100;

/** A request whose Host is not plain is refused before anything reads it (links, origins, settings). */
export function hostGuard(app: FastifyInstance): void {
  const plain = new Set<string>();
  app.addHook('onRequest', (request, _reply, done) => {
    const host = request.host;
    if (plain.has(host)) return done();
    if (!isPlainHost(host)) return done(new ProblemError('host_invalid'));
    if (plain.size >= PLAIN_HOSTS_KEPT) plain.clear();
    plain.add(host);
    done();
  });
}

/**
 * Writes from other sites are refused: the session cookie is SameSite=Lax, and this covers what Lax
 * does not (same-site subdomains, older browsers). Logout and the auto-like change something but are
 * GETs (docs/product/calls.md#how-the-app-calls-the-server), so they must carry our client's header, which a foreign page cannot add without a
 * preflight we never grant.
 */
const CHANGING_GETS = new Set(['/api/logout.php', '/api/auto-like.php']);

export function crossSiteGuard(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (WRITES.has(request.method) && fromForeignSite(request)) return done(new ProblemError('cross_site'));
    // The routed path, as the router decoded it: /api/logout%2Ephp is the same route.
    if (CHANGING_GETS.has(request.routeOptions.url ?? '') && request.headers[CLIENT_HEADER.name.toLowerCase()] !== CLIENT_HEADER.value) {
      return done(new ProblemError('cross_site'));
    }
    done();
  });
}
