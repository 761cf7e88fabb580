import type { FastifyInstance } from 'fastify';
import { staffIdSchema } from '../../../common/staff/api';
import { memberErasureSchema, memberLookupSchema } from '../../../common/staff/data-requests';
import { downloadForStaff, eraseForStaff, exportForStaff, lookUpMember } from '../../domain/staff/data-requests';
import type { Deps } from '../../domain/deps';
import { sendArchive } from '../data-export-file';
import { parseInput } from '../errors';
import { requireStaff } from './staff-session';

/**
 * Members' data requests in the console (docs/staff.md): a member looked up (GET
 * /staff/api/members?find=), their data exported for a request by post (POST
 * /staff/api/members/:id/export) and downloaded (GET /staff/api/exports/:id/file), and an account
 * erased at once (POST /staff/api/members/:id/erase, admins).
 */
export function staffMemberRoutes(app: FastifyInstance, deps: Deps): void {
  app.get('/staff/api/members', async (request, reply) => {
    await requireStaff(deps, request, 'data.export');
    const { find } = parseInput(memberLookupSchema, request.query);
    return reply.header('cache-control', 'no-store').send({ member: await lookUpMember(deps.db, find, deps.now()) });
  });

  app.post('/staff/api/members/:id/export', async (request, reply) => {
    const actor = await requireStaff(deps, request, 'data.export');
    const { id } = parseInput(staffIdSchema, request.params);
    return reply.status(202).header('cache-control', 'no-store').send({ member: await exportForStaff(deps, actor, id, deps.now()) });
  });

  app.get('/staff/api/exports/:id/file', async (request, reply) => {
    const actor = await requireStaff(deps, request, 'data.export');
    const { id } = parseInput(staffIdSchema, request.params);
    const { file, userId } = await downloadForStaff(deps, actor, id, deps.now());
    return sendArchive(deps, reply, file, userId);
  });

  app.post('/staff/api/members/:id/erase', async (request, reply) => {
    const actor = await requireStaff(deps, request, 'data.erase');
    const { id } = parseInput(staffIdSchema, request.params);
    await eraseForStaff(deps, actor, id, parseInput(memberErasureSchema, request.body).reason, deps.now());
    return reply.header('cache-control', 'no-store').send({ erased: true });
  });
}
