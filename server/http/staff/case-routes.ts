import type { FastifyInstance } from 'fastify';
import { caseDecisionSchema, caseListQuerySchema, memberBanSchema, staffIdSchema } from '../../../common/staff/api';
import { staffMay } from '../../../common/staff/roles';
import { banFromConsole, caseList, decideStaffCase, takeCase } from '../../domain/staff/cases';
import type { Deps } from '../../domain/deps';
import { parseInput } from '../errors';
import { requireStaff } from './staff-session';

/**
 * The staff inbox (docs/staff.md): cases by state (GET /staff/api/cases), taking one (POST
 * /staff/api/cases/:id/take), deciding it (POST /staff/api/cases/:id/decision), and banning a
 * reported member (POST /staff/api/members/:id/ban).
 */
export function staffCaseRoutes(app: FastifyInstance, deps: Deps): void {
  app.get('/staff/api/cases', async (request, reply) => {
    await requireStaff(deps, request, 'reports.decide');
    return reply.header('cache-control', 'no-store').send(await caseList(deps.db, parseInput(caseListQuerySchema, request.query)));
  });

  app.post('/staff/api/cases/:id/take', async (request, reply) => {
    const actor = await requireStaff(deps, request, 'reports.decide');
    const { id } = parseInput(staffIdSchema, request.params);
    return reply.header('cache-control', 'no-store').send({ case: await takeCase(deps.db, actor, id, deps.now()) });
  });

  app.post('/staff/api/cases/:id/decision', async (request, reply) => {
    const actor = await requireStaff(deps, request, 'reports.decide');
    const { id } = parseInput(staffIdSchema, request.params);
    const decision = parseInput(caseDecisionSchema, request.body);
    const decided = await decideStaffCase(deps, actor, id, decision, (capability) => staffMay(actor.role, capability), deps.now());
    return reply.header('cache-control', 'no-store').send({ case: decided });
  });

  app.post('/staff/api/members/:id/ban', async (request, reply) => {
    const actor = await requireStaff(deps, request, 'members.ban');
    const { id } = parseInput(staffIdSchema, request.params);
    await banFromConsole(deps, actor, id, parseInput(memberBanSchema, request.body), deps.now());
    return reply.header('cache-control', 'no-store').send({ banned: true });
  });
}
