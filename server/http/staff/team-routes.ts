import type { FastifyInstance } from 'fastify';
import { auditQuerySchema, newStaffSchema, staffChangeSchema, staffIdSchema } from '../../../common/staff/api';
import { auditLog } from '../../domain/staff/audit';
import { addStaff, changeStaff, listStaff, resendSetup, type TeamContext } from '../../domain/staff/team';
import type { Deps } from '../../domain/deps';
import { parseInput } from '../errors';
import { requireStaff } from './staff-session';

/**
 * An admin's calls (docs/staff.md): the staff team (GET, POST /staff/api/staff; PATCH
 * /staff/api/staff/:id; POST /staff/api/staff/:id/setup-link) and the audit log (GET /staff/api/audit).
 */
export function staffTeamRoutes(app: FastifyInstance, deps: Deps): void {
  const team: TeamContext = { db: deps.db, mailer: deps.mailer, config: deps.config };

  app.get('/staff/api/staff', async (request, reply) => {
    await requireStaff(deps, request, 'staff.manage');
    return reply.header('cache-control', 'no-store').send(await listStaff(deps.db));
  });

  app.post('/staff/api/staff', async (request, reply) => {
    const actor = await requireStaff(deps, request, 'staff.manage');
    const { staff } = await addStaff(team, actor, parseInput(newStaffSchema, request.body), deps.now());
    return reply.code(201).header('cache-control', 'no-store').send({ staff });
  });

  app.patch('/staff/api/staff/:id', async (request, reply) => {
    const actor = await requireStaff(deps, request, 'staff.manage');
    const { id } = parseInput(staffIdSchema, request.params);
    const staff = await changeStaff(deps.db, actor, id, parseInput(staffChangeSchema, request.body), deps.now());
    return reply.header('cache-control', 'no-store').send({ staff });
  });

  app.post('/staff/api/staff/:id/setup-link', async (request, reply) => {
    const actor = await requireStaff(deps, request, 'staff.manage');
    const { id } = parseInput(staffIdSchema, request.params);
    await resendSetup(team, actor, id, deps.now());
    return reply.header('cache-control', 'no-store').send({ sent: true });
  });

  app.get('/staff/api/audit', async (request, reply) => {
    await requireStaff(deps, request, 'audit.read');
    return reply.header('cache-control', 'no-store').send(await auditLog(deps.db, parseInput(auditQuerySchema, request.query)));
  });
}
