import type { FastifyInstance } from 'fastify';
import { INTERESTS } from '../../common/enums';
import { companyInfo } from '../domain/site/company';
import { regionsByCountry } from '../domain/profiles/places';
import type { Config } from '../config/config';

/** Read-only catalogues: the same for everyone, so each is serialised once and may be cached an hour. */
export function catalogRoutes(app: FastifyInstance, config: Config): void {
  const fixed = (url: string, body: () => unknown) => {
    let json: Buffer | null = null;
    app.get(url, async (_request, reply) => {
      json ??= Buffer.from(JSON.stringify(body()));
      return reply.type('application/json; charset=utf-8').header('cache-control', 'public, max-age=3600').send(json);
    });
  };
  fixed('/api/interests.php', () => ({ interests: INTERESTS }));
  fixed('/api/regions.php', () => ({ regions: regionsByCountry() }));
  fixed('/api/companyinfo.php', () => ({ company: companyInfo(config) }));
}
