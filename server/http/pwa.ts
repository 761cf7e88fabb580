import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { matchRoute } from '../../common/routes';
import { apiNotFound } from './errors';

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
export async function pwaRoutes(app: FastifyInstance, staticDir: string, shell: Buffer | null): Promise<void> {
  if (shell) {
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: '/',
      index: false,
      cacheControl: false,
      // Only the built files get routes; every other path reaches the shell handler below.
      wildcard: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.startsWith(path.join(staticDir, 'assets') + path.sep);
        res.setHeader('cache-control', hashed ? IMMUTABLE : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api') return reply.status(404).send(apiNotFound());
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.status(404).send(apiNotFound());
    if (!shell) return reply.status(503).type('text/plain').send('The app is not built yet: run npm run build.');
    return reply
      .status(matchRoute(pathname) ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(shell);
  });
}
