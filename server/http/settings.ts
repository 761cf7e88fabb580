import type { FastifyInstance } from 'fastify';
import { settingsQuerySchema } from '../../common/api/settings';
import { buildSettings } from '../domain/settings';
import type { Config } from '../config';
import { parseInput } from './errors';

/**
 * GET /api/settings.php. Answers vary only by host, country header and query, and every page load
 * asks for them: each variant is built and encoded once, so a repeat request does no work.
 */
const MAX_VARIANTS = 1000;

/** The CDN in front of us names the visitor's country in one of these headers. */
function geoHeader(headers: Record<string, string | string[] | undefined>): string | null {
  const value = headers['cf-ipcountry'] ?? headers['x-geo-country'];
  return typeof value === 'string' ? value.toUpperCase() : null;
}

export function settingsRoutes(app: FastifyInstance, config: Config, pushPublicKey: string | null): void {
  const cache = new Map<string, Buffer>();

  app.get('/api/settings.php', async (request, reply) => {
    const geo = geoHeader(request.headers);
    const rawQuery = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const key = `${request.hostname}|${geo ?? ''}|${rawQuery}`;
    let body = cache.get(key);
    if (body === undefined) {
      const query = parseInput(settingsQuerySchema, request.query);
      const settings = buildSettings(config, {
        domain: query.domain ?? request.hostname.replace(/:\d+$/, ''),
        geoCountry: geo,
        selectedCountry: query.country?.toUpperCase() ?? null,
        pushPublicKey,
      });
      body = Buffer.from(JSON.stringify({ settings }));
      if (cache.size >= MAX_VARIANTS) cache.clear();
      cache.set(key, body);
    }
    return reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(body);
  });
}
