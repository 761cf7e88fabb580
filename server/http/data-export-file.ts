import type { FastifyReply } from 'fastify';
import type { OpenedFile } from '../adapters/storage';
import { archiveName } from '../domain/data-requests/exports';
import type { Deps } from '../domain/deps';

/** Sends a member's data archive as a download: never kept by the browser or a cache on the way. */
export function sendArchive(deps: Deps, reply: FastifyReply, file: OpenedFile, userId: number) {
  return reply
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename="${archiveName(deps.config.site.name, userId, deps.now())}"`)
    .header('content-length', file.size)
    .type('application/zip')
    .send(file.stream);
}
