import type { FastifyInstance } from 'fastify';
import { dataExportFileQuerySchema, dataExportQuerySchema, type DataExportResponse } from '../../common/api/data-export';
import { noInputSchema } from '../../common/api/account';
import { memberExportFile, memberExportStatus, requestMemberExport } from '../domain/data-requests/exports';
import type { Deps } from '../domain/deps';
import { requireUserId } from './context';
import { sendArchive } from './data-export-file';
import { parseInput } from './errors';

/**
 * The member's data archive (docs/api.md, Data requests): its state (GET /api/data-export.php), a
 * request for one (POST), and its download with the mailed link's token in the member's own session
 * (GET /api/data-export-file.php).
 */
export function dataExportRoutes(app: FastifyInstance, deps: Deps): void {
  app.get('/api/data-export.php', async (request, reply) => {
    const userId = await requireUserId(deps, request);
    const { token } = parseInput(dataExportQuerySchema, request.query);
    const body: DataExportResponse = { data_export: await memberExportStatus(deps.db, userId, token, deps.now()) };
    return reply.header('cache-control', 'no-store').send(body);
  });

  app.post('/api/data-export.php', async (request, reply) => {
    const userId = await requireUserId(deps, request);
    // No body is no input; a body of null is bad input.
    parseInput(noInputSchema, request.body === undefined ? {} : request.body);
    const body: DataExportResponse = { data_export: await requestMemberExport(deps, userId, deps.now()) };
    return reply.status(202).header('cache-control', 'no-store').send(body);
  });

  app.get('/api/data-export-file.php', async (request, reply) => {
    const userId = await requireUserId(deps, request);
    const { token } = parseInput(dataExportFileQuerySchema, request.query);
    return sendArchive(deps, reply, await memberExportFile(deps, userId, token, deps.now()), userId);
  });
}
