import type { FastifyInstance } from 'fastify';
import { complaintRequestSchema, type ComplaintAnswer } from '../../common/api/complaints';
import { fileComplaint } from '../domain/staff/complaints';
import { limitRate, sessionUserId } from './context';
import type { Deps } from '../domain/deps';
import { parseInput } from './errors';
import { requestLocale } from './locale';

/** Complaints and reports of abuse (docs/api.md), from members and visitors alike. */
export function complaintRoutes(app: FastifyInstance, deps: Deps): void {
  app.post('/api/complaints.php', async (request, reply) => {
    const input = parseInput(complaintRequestSchema, request.body);
    const userId = await sessionUserId(deps, request);
    await limitRate(deps, 'complaint', userId ?? request.ip);
    const answer: ComplaintAnswer = await fileComplaint(deps, { userId, ip: request.ip, language: requestLocale(request) }, input, deps.now());
    return reply.status(201).header('cache-control', 'no-store').send(answer);
  });
}
