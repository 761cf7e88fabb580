import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberResponseSchema } from '../../common/api/members';
import { decidePhotos, pendingPhotos } from '../../server/db/photos';
import { startTestServer, type TestServer } from './helpers';
import { activeMember, call, type RealMember } from './member-helpers';

let server: TestServer;
let owner: RealMember;
let viewer: RealMember;

beforeAll(async () => {
  server = await startTestServer();
  [owner, viewer] = [await activeMember(server), await activeMember(server)];
});
afterAll(() => server.close());

async function upload(cookie: string): Promise<number> {
  const body = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#88aa66' } }).jpeg().toBuffer();
  const response = await server.app.inject({ method: 'POST', url: '/api/photos.php', payload: body, headers: { cookie, 'content-type': 'image/jpeg' } });
  expect(response.statusCode).toBe(201);
  return response.json<{ photos: { id: number }[] }>().photos.at(-1)!.id;
}

const photosSeenBy = async (cookie: string) =>
  memberResponseSchema.parse((await call(server, 'GET', `/api/profile.php?id=${owner.id}`, undefined, cookie)).json()).profile.photos;

describe('photo moderation', () => {
  it('lists uploads as pending; approving shows them to others, rejecting keeps them hidden', async () => {
    const first = await upload(owner.cookie);
    const second = await upload(owner.cookie);
    expect((await pendingPhotos(server.db)).map((p) => p.id)).toEqual([first, second]);
    expect(await photosSeenBy(viewer.cookie)).toEqual([]);

    expect(await decidePhotos(server.db, [first], 'approved')).toBe(1);
    expect(await decidePhotos(server.db, [second], 'rejected')).toBe(1);
    // A decision is made once: a decided photo is not pending any more.
    expect(await decidePhotos(server.db, [first, second], 'rejected')).toBe(0);

    expect((await photosSeenBy(viewer.cookie)).map((p) => p.id)).toEqual([first]);
    expect(await pendingPhotos(server.db)).toEqual([]);
    const own = (await call(server, 'GET', '/api/photos.php', undefined, owner.cookie)).json<{ photos: { id: number; status: string }[] }>().photos;
    expect(own.map((p) => [p.id, p.status])).toEqual([[first, 'approved'], [second, 'rejected']]);
  });
});
