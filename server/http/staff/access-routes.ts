import type { FastifyInstance } from 'fastify';
import { staffLoginSchema, staffSetupQuerySchema, staffSetupSchema } from '../../../common/staff/api';
import { completeSetup, endStaffSession, meAnswer, setupInfo, staffLogIn } from '../../domain/staff/access';
import type { Deps } from '../../domain/deps';
import { parseInput } from '../errors';
import { clearStaffCookie, readStaffToken, requestStaff, setStaffCookie, staffAccess } from './staff-session';

/**
 * The staff console's way in (docs/staff.md): GET /staff/api/session (who is logged in), POST (log
 * in with address, password and code), DELETE (log out); GET and POST /staff/api/setup (a setup
 * link's account and QR code; the chosen password and a first code).
 */
export function staffAccessRoutes(app: FastifyInstance, deps: Deps): void {
  app.get('/staff/api/session', async (request, reply) => {
    const actor = await requestStaff(deps, request);
    if (!actor && readStaffToken(request)) clearStaffCookie(deps, request, reply);
    return reply.header('cache-control', 'no-store').send(meAnswer(staffAccess(deps), actor));
  });

  app.post('/staff/api/session', async (request, reply) => {
    const input = parseInput(staffLoginSchema, request.body);
    const { token, actor } = await staffLogIn(staffAccess(deps), { ...input, ip: request.ip }, deps.now());
    setStaffCookie(deps, request, reply, token);
    return reply.header('cache-control', 'no-store').send(meAnswer(staffAccess(deps), actor));
  });

  app.delete('/staff/api/session', async (request, reply) => {
    const token = readStaffToken(request);
    if (token) await endStaffSession(deps.db, token);
    clearStaffCookie(deps, request, reply);
    return reply.header('cache-control', 'no-store').send(meAnswer(staffAccess(deps), undefined));
  });

  app.get('/staff/api/setup', async (request, reply) => {
    const { token } = parseInput(staffSetupQuerySchema, request.query);
    return reply.header('cache-control', 'no-store').send(await setupInfo(staffAccess(deps), token, deps.now()));
  });

  app.post('/staff/api/setup', async (request, reply) => {
    const input = parseInput(staffSetupSchema, request.body);
    const { token, actor } = await completeSetup(staffAccess(deps), { ...input, ip: request.ip }, deps.now());
    setStaffCookie(deps, request, reply, token);
    return reply.header('cache-control', 'no-store').send(meAnswer(staffAccess(deps), actor));
  });
}
