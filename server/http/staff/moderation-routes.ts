import type { FastifyInstance } from 'fastify';
import { photoDecisionSchema, photoQueueQuerySchema, staffIdSchema, textDecisionSchema } from '../../../common/staff/api';
import { decideWaitingPhoto, photoQueue, staffPhotoFile } from '../../domain/staff/photo-moderation';
import { decideWaitingText, textQueue } from '../../domain/staff/text-moderation';
import type { Deps } from '../../domain/deps';
import { parseInput } from '../errors';
import { requireStaff } from './staff-session';

/**
 * Moderation (docs/staff.md): the photo queue (GET /staff/api/photos), a decision (POST
 * /staff/api/photos/:id/decision), the photo files staff look at (GET /staff/api/photo-files/*), and
 * the profile texts of the same queue (GET /staff/api/texts, POST /staff/api/texts/:id/decision).
 */
export function staffModerationRoutes(app: FastifyInstance, deps: Deps): void {
  app.get('/staff/api/photos', async (request, reply) => {
    await requireStaff(deps, request, 'content.moderate');
    const { member } = parseInput(photoQueueQuerySchema, request.query);
    return reply.header('cache-control', 'no-store').send(await photoQueue(deps.db, deps.now(), member));
  });

  app.post('/staff/api/photos/:id/decision', async (request, reply) => {
    const actor = await requireStaff(deps, request, 'content.moderate');
    const { id } = parseInput(staffIdSchema, request.params);
    await decideWaitingPhoto(deps, actor, id, parseInput(photoDecisionSchema, request.body), deps.now());
    return reply.header('cache-control', 'no-store').send({ decided: true });
  });

  app.get('/staff/api/photo-files/*', async (request, reply) => {
    await requireStaff(deps, request, 'content.moderate');
    const file = await staffPhotoFile(deps.db, deps.storage, (request.params as { '*': string })['*']);
    if (!file) return reply.status(404).type('text/plain').send('Not found');
    // Photos nobody else may see yet: never kept by the browser or a cache on the way.
    return reply.header('cache-control', 'no-store').header('content-length', file.size).type('image/webp').send(file.stream);
  });

  app.get('/staff/api/texts', async (request, reply) => {
    await requireStaff(deps, request, 'content.moderate');
    const { member } = parseInput(photoQueueQuerySchema, request.query);
    return reply.header('cache-control', 'no-store').send(await textQueue(deps.db, deps.now(), member));
  });

  app.post('/staff/api/texts/:id/decision', async (request, reply) => {
    const actor = await requireStaff(deps, request, 'content.moderate');
    const { id } = parseInput(staffIdSchema, request.params);
    await decideWaitingText(deps, actor, id, parseInput(textDecisionSchema, request.body), deps.now());
    return reply.header('cache-control', 'no-store').send({ decided: true });
  });
}
