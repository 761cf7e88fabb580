import type { FastifyInstance } from 'fastify';
import { jobListQuerySchema, staffIdSchema } from '../../../common/staff/api';
import { deadJobList, runJobAgain } from '../../domain/staff/jobs';
import type { Deps } from '../../domain/deps';
import { parseInput } from '../errors';
import { requireStaff } from './staff-session';

/** The jobs the queue gave up on (docs/staff.md, Jobs): listed (GET /staff/api/jobs) and run again (POST /staff/api/jobs/:id/retry). */
export function staffJobRoutes(app: FastifyInstance, deps: Deps): void {
  app.get('/staff/api/jobs', async (request, reply) => {
    await requireStaff(deps, request, 'jobs.manage');
    return reply.header('cache-control', 'no-store').send(await deadJobList(deps.db, parseInput(jobListQuerySchema, request.query)));
  });

  app.post('/staff/api/jobs/:id/retry', async (request, reply) => {
    const actor = await requireStaff(deps, request, 'jobs.manage');
    const { id } = parseInput(staffIdSchema, request.params);
    await runJobAgain(deps, actor, id, deps.now());
    return reply.header('cache-control', 'no-store').send({ queued: true });
  });
}
