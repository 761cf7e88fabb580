import type { FastifyInstance } from 'fastify';
import { featuredQuerySchema, profileCardQuerySchema } from '../../common/api/profiles';
import { featuredProfiles, profileCard } from '../domain/profiles';
import { ProblemError } from '../domain/problems';
import type { Deps } from './context';
import { parseInput } from './errors';

/** Cards for the home page and for signup from a profile. */
export function profileRoutes(app: FastifyInstance, { db, config }: Deps): void {
  app.get('/api/featured.php', async (request) => {
    const { country } = parseInput(featuredQuerySchema, request.query);
    return { profiles: await featuredProfiles(db, config, country) };
  });

  app.get('/api/profile-card.php', async (request) => {
    const { id } = parseInput(profileCardQuerySchema, request.query);
    const profile = await profileCard(db, config, id);
    if (!profile) throw new ProblemError('profile_unknown');
    return { profile };
  });
}
