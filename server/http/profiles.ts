import type { FastifyInstance } from 'fastify';
import { featuredQuerySchema } from '../../common/api/profiles';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { featuredProfiles } from '../domain/profiles';
import { parseInput } from './errors';

export function profileRoutes(app: FastifyInstance, config: Config, db: Db): void {
  app.get('/api/featured.php', async (request) => {
    const { country } = parseInput(featuredQuerySchema, request.query);
    return { profiles: await featuredProfiles(db, config, country) };
  });
}
