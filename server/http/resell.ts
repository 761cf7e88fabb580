import type { FastifyInstance } from 'fastify';
import { resellQuerySchema } from '../../common/api/resell';
import { resellCardsFor, resellPhotoOf } from '../domain/search/resell-cards';
import { ProblemError } from '../domain/problems';
import type { Deps } from '../domain/deps';
import { parseInput } from './errors';

const PHOTO_NAME = /^([0-9a-f]{32})\.webp$/;

/**
 * Cam/resell cards (docs/product/screens.md#cam-resell-cards, docs/api.md) for members and visitors alike: the same for everyone, so
 * they may be kept a while. With member_resell off, neither call exists.
 */
export function resellRoutes(app: FastifyInstance, deps: Deps): void {
  const resellOn = () => {
    if (!deps.config.rules.memberResell) throw new ProblemError('not_found');
  };

  app.get('/api/resell.php', async (request, reply) => {
    resellOn();
    const query = parseInput(resellQuerySchema, request.query);
    return reply.header('cache-control', 'public, max-age=300').send(await resellCardsFor(deps.db, query));
  });

  app.get('/resell-photos/*', async (request, reply) => {
    resellOn();
    const hash = PHOTO_NAME.exec((request.params as { '*': string })['*'])?.[1];
    const photo = hash ? await resellPhotoOf(deps.db, hash) : undefined;
    if (!photo) throw new ProblemError('not_found');
    // The name is a hash of the bytes: a photo under it never changes.
    return reply.header('cache-control', 'public, max-age=31536000, immutable').type('image/webp').send(photo);
  });
}
