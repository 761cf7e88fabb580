import type { FastifyInstance } from 'fastify';
import { resellQuerySchema, type ResellAnswer } from '../../common/api/resell';
import { matchingResellCards, resellPhoto } from '../db/resell-cards';
import { ProblemError } from '../domain/problems';
import type { Deps } from './context';
import { parseInput } from './errors';

/** Enough for the deepest page a search reaches: one card after every eighth member (common/rules/resell-slots.ts). */
const CARDS_ANSWERED = 30;
const PHOTO_NAME = /^([0-9a-f]{32})\.webp$/;

/**
 * Cam/resell cards (spec §2, docs/api.md) for members and visitors alike: the same for everyone, so
 * they may be kept a while. With member_resell off, neither call exists.
 */
export function resellRoutes(app: FastifyInstance, deps: Deps): void {
  const resellOn = () => {
    if (!deps.config.rules.memberResell) throw new ProblemError('not_found');
  };

  app.get('/api/resell.php', async (request, reply) => {
    resellOn();
    const query = parseInput(resellQuerySchema, request.query);
    const rows = await matchingResellCards(deps.db, { gender: query.gender, minAge: query.min_age, maxAge: query.max_age }, CARDS_ANSWERED);
    const answer: ResellAnswer = {
      cards: rows.map(({ photo_hash, ...card }) => ({ ...card, photo: `/resell-photos/${photo_hash}.webp` })),
    };
    return reply.header('cache-control', 'public, max-age=300').send(answer);
  });

  app.get('/resell-photos/*', async (request, reply) => {
    resellOn();
    const hash = PHOTO_NAME.exec((request.params as { '*': string })['*'])?.[1];
    const photo = hash ? await resellPhoto(deps.db, hash) : undefined;
    if (!photo) throw new ProblemError('not_found');
    // The name is a hash of the bytes: a photo under it never changes.
    return reply.header('cache-control', 'public, max-age=31536000, immutable').type('image/webp').send(photo);
  });
}
