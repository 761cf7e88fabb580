import type { FastifyInstance } from 'fastify';
import { staffMay } from '../../../common/staff/roles';
import { overview } from '../../domain/staff/overview';
import type { Deps } from '../../domain/deps';
import { requireStaff } from './staff-session';

/** GET /staff/api/overview: the last 30 days per day, for every staff member; revenue for those who may see money. */
export function staffOverviewRoutes(app: FastifyInstance, deps: Deps): void {
  app.get('/staff/api/overview', async (request, reply) => {
    const actor = await requireStaff(deps, request);
    return reply.header('cache-control', 'no-store').send(await overview(deps.db, deps.now(), staffMay(actor.role, 'money.read')));
  });
}
