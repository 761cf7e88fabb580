import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../domain/deps';
import { apiNotFound } from '../errors';

/**
 * The staff console's pages: every path under /staff that is neither a built file (served by the
 * static files of pwa.ts) nor a staff call gets the console's page, which routes itself.
 */
export function staffConsoleRoutes(app: FastifyInstance, deps: Deps): void {
  const pagePath = path.join(deps.config.staticDir, 'staff', 'index.html');
  const page = fs.existsSync(pagePath) ? fs.readFileSync(pagePath) : null;

  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.startsWith('/staff/api/') || request.url.split('?')[0] === '/staff/api') return reply.status(404).send(apiNotFound());
    if (!page) return reply.status(503).type('text/plain').send('The staff console is not built yet: run npm run build.');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('x-robots-tag', 'noindex').send(page);
  };
  app.get('/staff', answer);
  app.get('/staff/*', answer);
}
