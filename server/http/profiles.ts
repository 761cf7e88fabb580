import type { FastifyInstance } from 'fastify';
import { featuredQuerySchema, profileCardQuerySchema } from '../../common/api/profiles';
import { featuredProfiles, profileCard } from '../domain/search/newest-members';
import { ProblemError } from '../domain/problems';
import { sessionUserId } from './context';
import type { Deps } from '../domain/deps';
import { parseInput } from './errors';

/** Cards for the home page and for signup from a profile. */
export function profileRoutes(app: FastifyInstance, deps: Deps): void {
  const { db, config } = deps;
  app.get('/api/featured.php', async (request, reply) => {
    const query = parseInput(featuredQuerySchema, request.query);
    const profiles = await featuredProfiles(db, config, await sessionUserId(deps, request), query);
    // Who is left out depends on who asks.
    return reply.header('cache-control', 'private, no-cache').send({ profiles });
  });

  app.get('/api/profile-card.php', async (request) => {
    const { id } = parseInput(profileCardQuerySchema, request.query);
    const profile = await profileCard(db, config, await sessionUserId(deps, request), id);
    if (!profile) throw new ProblemError('profile_unknown');
    return { profile };
  });
}
