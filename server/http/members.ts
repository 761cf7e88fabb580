import type { FastifyInstance } from 'fastify';
import { swipeRequestSchema } from '../../common/api/likes';
import { blockRequestSchema, geocodeQuerySchema, likeRequestSchema, memberQuerySchema, searchQuerySchema } from '../../common/api/members';
import { blockMember, blockedMembers, unblockMember } from '../domain/likes/blocks';
import { reverseGeocode } from '../domain/profiles/geocode';
import { autoLike } from '../domain/likes/auto-like';
import { likeMember, memberLikes, unlikeMember } from '../domain/likes/likes';
import { swipe, swipeStack } from '../domain/likes/swipe-game';
import { findMatches } from '../domain/likes/match-finder';
import { memberProfile } from '../domain/profiles/member-profile';
import { fitsMember, searchAudience, searchMembers } from '../domain/search/search';
import { viewerOf } from '../domain/accounts/viewer';
import { limitRate, requireUserId, sessionUserId } from './context';
import type { Deps } from '../domain/deps';
import { sendShared } from './encode';
import { parseInput } from './errors';
import { sharedAnswers } from './shared-answers';

const OK = { ok: true } as const;

/** Member search, profiles of others, likes, the swipe game, blocking, the match finder and reverse geocoding. */
export function memberRoutes(app: FastifyInstance, deps: Deps): void {
  const { db, config } = deps;

  const forEveryone = sharedAnswers();
  app.get('/api/members.php', async (request, reply) => {
    const query = parseInput(searchQuerySchema, request.query);
    const now = deps.now();
    const viewerId = await sessionUserId(deps, request);
    const audience = await searchAudience(db, config, viewerId, query, now);
    reply.header('cache-control', 'private, no-cache');
    if (audience.everyone) {
      // The clock of the shared lists (search-lists.ts), which a test's moved clock does not move.
      const shared = await forEveryone(query, Date.now(), () => searchMembers(db, config, audience, query, now));
      if (viewerId === undefined || fitsMember(shared.answer, viewerId)) return sendShared(request, reply, shared.body);
      return reply.send(await searchMembers(db, config, { ...audience, everyone: false, memberId: viewerId }, query, now));
    }
    return reply.send(await searchMembers(db, config, audience, query, now));
  });

  app.get('/api/profile.php', async (request, reply) => {
    const { id } = parseInput(memberQuerySchema, request.query);
    const viewer = await viewerOf(db, await sessionUserId(deps, request));
    const profile = await memberProfile(db, config, viewer, id, deps.now());
    return reply.header('cache-control', 'private, no-cache').send({ profile });
  });

  app.get('/api/match-finder.php', async (request, reply) => {
    const userId = await requireUserId(deps, request);
    return reply.header('cache-control', 'private, no-cache').send({ matches: await findMatches(db, config, userId, deps.now()) });
  });

  app.post('/api/like.php', async (request) => {
    const userId = await requireUserId(deps, request);
    await limitRate(deps, 'like', userId);
    return likeMember(deps, userId, parseInput(likeRequestSchema, request.body).id, deps.now());
  });

  app.delete('/api/like.php', async (request) => {
    const userId = await requireUserId(deps, request);
    await limitRate(deps, 'like', userId);
    return unlikeMember(db, userId, parseInput(likeRequestSchema, request.body).id);
  });

  app.get('/api/likes.php', async (request, reply) => {
    const userId = await requireUserId(deps, request);
    return reply.header('cache-control', 'private, no-cache').send(await memberLikes(db, config, userId, deps.now()));
  });

  app.get('/api/auto-like.php', async (request, reply) => {
    const userId = await requireUserId(deps, request);
    return reply.header('cache-control', 'no-store').send(await autoLike(deps, userId, deps.now()));
  });

  app.get('/api/swipe-game.php', async (request, reply) => {
    const userId = await requireUserId(deps, request);
    return reply.header('cache-control', 'private, no-cache').send(await swipeStack(db, config, userId, deps.now()));
  });

  app.post('/api/swipe-game.php', async (request) => {
    const userId = await requireUserId(deps, request);
    await limitRate(deps, 'like', userId);
    return swipe(deps, userId, parseInput(swipeRequestSchema, request.body), deps.now());
  });

  app.post('/api/block.php', async (request) => {
    const userId = await requireUserId(deps, request);
    await limitRate(deps, 'block', userId);
    await blockMember(deps, userId, parseInput(blockRequestSchema, request.body).id, deps.now());
    return OK;
  });

  app.delete('/api/block.php', async (request) => {
    const userId = await requireUserId(deps, request);
    await limitRate(deps, 'block', userId);
    await unblockMember(deps, userId, parseInput(blockRequestSchema, request.body).id);
    return OK;
  });

  app.get('/api/blocks.php', async (request, reply) => {
    const userId = await requireUserId(deps, request);
    return reply.header('cache-control', 'no-store').send({ profiles: await blockedMembers(db, config, userId, deps.now()) });
  });

  // The position is used for this answer only: it is neither logged nor stored.
  app.get('/api/geocode.php', async (request) => {
    const { lat, lon } = parseInput(geocodeQuerySchema, request.query);
    return { geocode: reverseGeocode(lat, lon) };
  });
}
