import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { photoChangeSchema, photoIdSchema, type PhotosResponse } from '../../common/api/members';
import { addPhoto } from '../domain/photo-upload';
import { accessToPhotoFile } from '../domain/photo-serving';
import { changePhoto, deletePhoto, ownPhotos } from '../domain/own-photos';
import { ProblemError } from '../domain/problems';
import { currentUser } from '../domain/users';
import { viewerOf } from '../domain/viewer';
import { requireUserId, sessionUserId, type Deps } from './context';
import { parseInput } from './errors';

/** `<key>-<size>.webp`, where seeded avatars keep their key under seed/. */
const PHOTO_FILE = /^((?:seed\/)?[a-z0-9-]+)-(thumb|card|full)\.webp$/;

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
    if (!Buffer.isBuffer(request.body)) throw new ProblemError('photo_unreadable');
    await addPhoto(deps.db, deps.config.photosDir, userId, request.body, deps.now());
    return reply.status(201).header('cache-control', 'no-store').send(await answer(userId));
  });

  app.put('/api/photos.php', async (request, reply) => {
    const userId = await requireUserId(deps, request);
    await changePhoto(deps.db, userId, parseInput(photoChangeSchema, request.body));
    return reply.header('cache-control', 'no-store').send(await answer(userId));
  });

  app.delete('/api/photos.php', async (request, reply) => {
    const userId = await requireUserId(deps, request);
    await deletePhoto(deps.db, deps.config.photosDir, userId, parseInput(photoIdSchema, request.body).id);
    return reply.header('cache-control', 'no-store').send(await answer(userId));
  });

  app.get('/photos/*', async (request, reply) => {
    const name = (request.params as { '*': string })['*'];
    const match = PHOTO_FILE.exec(name);
    if (!match) return reply.status(404).type('text/plain').send('Not found');
    const viewer = await viewerOf(deps.db, await sessionUserId(deps, request));
    const access = await accessToPhotoFile(deps.db, viewer, match[1]!);
    const file = path.join(deps.config.photosDir, name);
    if (access === undefined || !fs.existsSync(file)) return reply.status(404).type('text/plain').send('Not found');
    // The same answer for "private" and "blocked": a locked photo reveals nothing about why.
    if (access === 'locked') return reply.status(403).header('cache-control', 'no-store').type('text/plain').send('Forbidden');
    // Names are random and never reused, so an open photo may stay in the browser's own cache.
    const caching = access === 'open' ? 'private, max-age=86400' : 'no-store';
    return reply.header('cache-control', caching).header('vary', 'Cookie').type('image/webp').send(fs.createReadStream(file));
  });
}
