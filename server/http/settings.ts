import type { FastifyInstance, FastifyRequest } from 'fastify';
import { settingsQuerySchema, type Settings } from '../../common/api/settings';
import { buildSettings } from '../domain/site/settings-answer';
import type { Config } from '../config/config';
import { sendShared, sharedBody, type SharedBody } from './encode';
import { parseInput } from './errors';

/**
 * GET /api/settings.php. Answers vary only by host, country header and query, and every page load
 * asks for them (or gets them in the shell's boot state): each variant is built and encoded once, so
 * a repeat request does no work.
 */
const MAX_VARIANTS = 1000;

/** The CDN in front of us names the visitor's country in one of these headers. */
function geoHeader(headers: Record<string, string | string[] | undefined>): string | null {
  const value = headers['cf-ipcountry'] ?? headers['x-geo-country'];
  return typeof value === 'string' ? value.toUpperCase() : null;
}

export interface SettingsVariant {
  settings: Settings;
  /** `{ settings }`, the answer of settings.php. */
  body: SharedBody;
}

/** What of a request the settings depend on. */
export type SettingsRequest = Pick<FastifyRequest, 'hostname' | 'headers' | 'url' | 'query'>;

export type SettingsSource = (request: SettingsRequest) => SettingsVariant;

/** The settings for a request, with the request's query as settings.php reads it; a bad query is refused (400). */
export function settingsSource(config: Config, pushPublicKey: string | null): SettingsSource {
  const cache = new Map<string, SettingsVariant>();
  return (request) => {
    const geo = geoHeader(request.headers);
    const rawQuery = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const key = `${request.hostname}|${geo ?? ''}|${rawQuery}`;
    let variant = cache.get(key);
    if (variant === undefined) {
      const query = parseInput(settingsQuerySchema, request.query);
      const settings = buildSettings(config, {
        domain: query.domain ?? request.hostname.replace(/:\d+$/, ''),
        geoCountry: geo,
        selectedCountry: query.country?.toUpperCase() ?? null,
        pushPublicKey,
      });
      variant = { settings, body: sharedBody({ settings }) };
      if (cache.size >= MAX_VARIANTS) cache.clear();
      cache.set(key, variant);
    }
    return variant;
  };
}

export function settingsRoutes(app: FastifyInstance, settingsOf: SettingsSource): void {
  app.get('/api/settings.php', async (request, reply) => sendShared(request, reply.header('cache-control', 'no-cache'), settingsOf(request).body));
}
