import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BootState } from '../../common/api/boot';
import { matchRoute } from '../../common/routes';
import { ProblemError } from '../domain/problems';
import type { Deps } from '../domain/deps';
import { encodeForClient } from './encode';
import { firstAnswers } from './shell-answers';
import { apiNotFound } from './errors';
import { requestLocale } from './locale';
import { requestUser } from './session';
import type { SettingsSource } from './settings';
import { shellRenderer } from './shell';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The built app's HTML, which every client route answers with; null before a build. */
export function readShell(staticDir: string): Buffer | null {
  const shellPath = path.join(staticDir, 'index.html');
  return fs.existsSync(shellPath) ? fs.readFileSync(shellPath) : null;
}

/**
 * Serves the built PWA (photos have their own checked route). Hashed assets are immutable; the HTML, sw.js and the manifest
 * must be revalidated so a deploy reaches everyone. Any path that is a client route gets the app shell;
 * a path that is none gets the same shell with status 404, so the document answers like a 404 page.
 */
export async function pwaRoutes(app: FastifyInstance, deps: Deps, shell: Buffer | null, settingsOf: SettingsSource): Promise<void> {
  const { staticDir } = deps.config;
  const render = shell ? shellRenderer(shell.toString('utf8'), staticDir) : null;
  if (shell) {
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: '/',
      index: false,
      cacheControl: false,
      // The build wrote .br and .gz copies (scripts/vite-precompress.ts): sent as the browser accepts them.
      preCompressed: true,
      // Only the built files get routes; every other path reaches the shell handler below.
      wildcard: false,
      // A public server keeps its source maps to itself: they would hand out the whole source.
      allowedPath: (pathName) => !(deps.config.production && pathName.endsWith('.map')),
      setHeaders: (res, filePath) => {
        const hashed = [path.join(staticDir, 'assets'), path.join(staticDir, 'staff', 'assets')].some((dir) => filePath.startsWith(dir + path.sep));
        res.setHeader('cache-control', hashed ? IMMUTABLE : 'no-cache');
        // A cache between us and the browser must keep the brotli, gzip and plain answers apart.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api') return reply.status(404).send(apiNotFound());
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.status(404).send(apiNotFound());
    if (!render) return reply.status(503).type('text/plain').send('The app is not built yet: run npm run build.');
    const route = matchRoute(pathname);
    const state = await bootState(deps, settingsOf, request, reply);
    const { answers, leadingPhoto } = await firstAnswers(app, request, route, state, deps.now());
    const withAnswers = Object.keys(answers).length > 0 ? { ...state, answers } : state;
    const page = encodeForClient(request.headers['accept-encoding'], render(withAnswers, route, leadingPhoto));
    if (page.encoding) reply.header('content-encoding', page.encoding);
    return reply
      .status(route ? 200 : 404)
      .type('text/html; charset=utf-8')
      // It names the member: for their browser only, and never shown again without asking.
      .header('cache-control', 'private, no-cache')
      .header('vary', 'cookie, accept-language, accept-encoding')
      .send(page.body);
  });
}

/** What the boot needs, as settings.php and user.php would answer this request, and the locale the client would choose. */
async function bootState(deps: Deps, settingsOf: SettingsSource, request: FastifyRequest, reply: FastifyReply): Promise<BootState> {
  const settings = settingsFor(settingsOf, request);
  const user = await requestUser(deps, request, reply);
  const locale = requestLocale(request, settings.domain_language);
  return { settings, user, locale };
}

/** A page's query is not checked as settings.php checks its own: one it cannot read gets the plain settings. */
function settingsFor(settingsOf: SettingsSource, request: FastifyRequest) {
  try {
    return settingsOf(request).settings;
  } catch (error) {
    if (!(error instanceof ProblemError)) throw error;
    return settingsOf({ hostname: request.hostname, headers: request.headers, url: request.url.split('?')[0]!, query: {} }).settings;
  }
}
