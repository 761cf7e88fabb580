import type { FastifyInstance } from 'fastify';
import { photoChangeSchema, photoIdSchema, type PhotosResponse } from '../../common/api/members';
import { addPhoto } from '../domain/profiles/photo-upload';
import { photoFile } from '../domain/profiles/photo-serving';
import { changePhoto, deletePhoto, ownPhotos } from '../domain/profiles/own-photos';
import { ProblemError } from '../domain/problems';
import { currentUser } from '../domain/accounts/user';
import { viewerOf } from '../domain/accounts/viewer';
import { limitRate, requireUserId, sessionUserId } from './context';
import type { Deps } from '../domain/deps';
import { parseInput } from './errors';

/** The images overview (own photos) and every photo file, checked against who asks for it. */
export function photoRoutes(app: FastifyInstance, deps: Deps): void {
  app.addContentTypeParser(/^(image\/.*|application\/octet-stream)$/, { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  const answer = async (userId: number): Promise<PhotosResponse> => ({
    ...(await ownPhotos(deps.db, deps.config, userId)),
    user: (await currentUser(deps.db, deps.config, userId, deps.now())) ?? undefined,
  });

  app.get('/api/photos.php', async (request, reply) => {
    const userId = await requireUserId(deps, request);
    return reply.header('cache-control', 'no-store').send(await answer(userId));
  });

  // The photo is the raw request body, so a phone can send the camera's file as it is.
  app.post('/api/photos.php', { bodyLimit: 20 * 1024 * 1024 }, async (request, reply) => {
    const userId = await requireUserId(deps, request);
    await limitRate(deps, 'photo', userId);
    if (!Buffer.isBuffer(request.body)) throw new ProblemError('photo_unreadable');
    await addPhoto(deps.db, deps.storage, userId, request.body, deps.now());
    return reply.status(201).header('cache-control', 'no-store').send(await answer(userId));
  });

  app.put('/api/photos.php', async (request, reply) => {
    const userId = await requireUserId(deps, request);
    await changePhoto(deps.db, userId, parseInput(photoChangeSchema, request.body));
    return reply.header('cache-control', 'no-store').send(await answer(userId));
  });

  app.delete('/api/photos.php', async (request, reply) => {
    const userId = await requireUserId(deps, request);
    await deletePhoto(deps.db, deps.storage, userId, parseInput(photoIdSchema, request.body).id);
    return reply.header('cache-control', 'no-store').send(await answer(userId));
  });

  app.get('/photos/*', async (request, reply) => {
    const name = (request.params as { '*': string })['*'];
    const viewer = await viewerOf(deps.db, await sessionUserId(deps, request));
    const file = await photoFile(deps.db, deps.storage, viewer, name);
    if (file.access === 'missing') return reply.status(404).type('text/plain').send('Not found');
    // The same answer for "private" and "blocked": a locked photo reveals nothing about why.
    if (file.access === 'locked') return reply.status(403).header('cache-control', 'no-store').type('text/plain').send('Forbidden');
    // Names are random and never reused, so an open photo may stay in the browser's own cache.
    const caching = file.access === 'open' ? 'private, max-age=86400' : 'no-store';
    reply.header('cache-control', caching).header('vary', 'Cookie');
    const { stream, size, modifiedAt } = file.file;
    const etag = `"${size.toString(36)}-${modifiedAt.getTime().toString(36)}"`;
    // After a day the browser asks again: an unchanged photo is a 304, not the whole file again.
    if (file.access === 'open' && notModified(request.headers, etag, modifiedAt)) {
      stream.destroy();
      return reply.status(304).header('etag', etag).send();
    }
    return reply.header('etag', etag).header('last-modified', modifiedAt.toUTCString()).header('content-length', size)
      .type('image/webp').send(stream);
  });
}

/** Whether the browser's copy is current: If-None-Match decides when sent (RFC 9110 §13.1.3), else If-Modified-Since. */
function notModified(headers: Record<string, string | string[] | undefined>, etag: string, modifiedAt: Date): boolean {
  const ifNoneMatch = headers['if-none-match'];
  if (typeof ifNoneMatch === 'string') return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');
  const ifModifiedSince = headers['if-modified-since'];
  return typeof ifModifiedSince === 'string' && Math.floor(modifiedAt.getTime() / 1000) <= Date.parse(ifModifiedSince) / 1000;
}
