import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photosResponseSchema, type OwnPhoto } from '../../common/api/members';
import { PHOTO_LIMIT } from '../../common/constants';
import { PHOTO_SIZES } from '../../server/domain/profiles/photo-sizes';
import { startTestServer, type TestServer } from './helpers/test-server';
import { activeMember, call, errorOf, makePremium, type RealMember } from './helpers/members';
import { pngBomb } from './helpers/images';

/**
 * The images overview (GET/POST/PUT/DELETE /api/photos.php) and the photo files themselves, served
 * to each viewer as photo-access allows. photo-upload.test.ts covers the basics of one upload.
 */

let server: TestServer;
const photosDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amora-photos-'));

/** The owner has a public main photo, a public extra, a private one and one waiting for moderation. */
let owner: RealMember;
let free: RealMember;
let premium: RealMember;
let blockedByOwner: RealMember;
let blockerOfOwner: RealMember;
let owned: { main: OwnPhoto; extra: OwnPhoto; secret: OwnPhoto; pending: OwnPhoto };

const upload = (cookie: string, body: Buffer, type = 'image/jpeg') =>
  server.app.inject({ method: 'POST', url: '/api/photos.php', headers: { cookie, 'content-type': type }, payload: body });

const XMP = '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">'
  + '<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>SecretPhotographer</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>';

/** A phone camera's JPEG: EXIF with the make and the GPS position of the house, and XMP. */
const cameraJpeg = (background = '#c86') =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Snapper 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 3/1', GPSLongitudeRef: 'E', GPSLongitude: '4/1 54/1 15/1' },
    })
    .withXmp(XMP)
    .toBuffer();

async function ownPhotos(cookie: string) {
  const response = await call(server, 'GET', '/api/photos.php', undefined, cookie);
  expect(response.statusCode).toBe(200);
  return photosResponseSchema.parse(response.json());
}

/** The stored files of a member's photos (their keys start with u<id>-). */
const filesOf = (id: number) => fs.readdirSync(photosDir).filter((name) => name.startsWith(`u${id}-`)).sort();
const fileOf = (url: string) => path.join(photosDir, path.basename(url));
const approve = (ids: number[]) => server.db.updateTable('photos').set({ status: 'approved' }).where('id', 'in', ids).execute();

beforeAll(async () => {
  server = await startTestServer({ PHOTOS_DIR: photosDir });
  [owner, free, premium, blockedByOwner, blockerOfOwner] = await Promise.all([
    activeMember(server), activeMember(server), activeMember(server), activeMember(server), activeMember(server),
  ]);
  // Four photos are more than a free member may have.
  await makePremium(server, owner.id);
  await makePremium(server, premium.id);
  for (const color of ['#c86', '#68c', '#6c8', '#888']) expect((await upload(owner.cookie, await cameraJpeg(color))).statusCode).toBe(201);
  const [main, extra, secret] = (await ownPhotos(owner.cookie)).photos;
  expect((await call(server, 'PUT', '/api/photos.php', { id: secret!.id, private: true }, owner.cookie)).statusCode).toBe(200);
  await approve([main!.id, extra!.id, secret!.id]);
  const photos = (await ownPhotos(owner.cookie)).photos;
  owned = { main: photos[0]!, extra: photos[1]!, secret: photos[2]!, pending: photos[3]! };

  expect((await call(server, 'POST', '/api/block.php', { id: blockedByOwner.id }, owner.cookie)).statusCode).toBe(200);
  expect((await call(server, 'POST', '/api/block.php', { id: owner.id }, blockerOfOwner.cookie)).statusCode).toBe(200);
});
afterAll(async () => {
  await server.close();
  fs.rmSync(photosDir, { recursive: true, force: true });
});

describe('uploading', () => {
  it('lists the owner\'s photos with their state', () => {
    expect(owned).toMatchObject({
      main: { main: true, private: false, status: 'approved' },
      extra: { main: false, private: false, status: 'approved' },
      secret: { main: false, private: true, status: 'approved' },
      pending: { main: false, private: false, status: 'pending' },
    });
  });

  it('keeps no EXIF, GPS or XMP in any stored size', async () => {
    const input = await sharp(await cameraJpeg()).metadata();
    expect(input.exif?.includes('PhoneCo')).toBe(true);
    expect(input.xmp).toBeDefined();
    for (const photo of Object.values(owned)) {
      for (const size of Object.keys(PHOTO_SIZES) as (keyof typeof PHOTO_SIZES)[]) {
        const file = fileOf(photo[size]);
        const meta = await sharp(file).metadata();
        expect(meta.format).toBe('webp');
        expect(Math.max(meta.width, meta.height)).toBe(PHOTO_SIZES[size]);
        expect(meta.exif, file).toBeUndefined();
        expect(meta.xmp, file).toBeUndefined();
        const bytes = fs.readFileSync(file);
        for (const trace of ['PhoneCo', 'Snapper', 'SecretPhotographer', 'Exif', 'EXIF', 'XMP ']) expect(bytes.includes(trace), `${trace} in ${file}`).toBe(false);
      }
    }
  });

  it('of 4 parallel uploads by a free member with 2 photos exactly one is stored', async () => {
    const member = await activeMember(server);
    const jpeg = await cameraJpeg();
    for (let i = 0; i < 2; i++) expect((await upload(member.cookie, jpeg)).statusCode).toBe(201);
    const answers = await Promise.all(Array.from({ length: 4 }, () => upload(member.cookie, jpeg)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(errorOf(refused)).toMatchObject({ error: 'photo_limit', message: 'You have reached your limit of 3 photos.', params: { limit: 3 } });
    }
    const { photos, limit } = await ownPhotos(member.cookie);
    expect(limit).toBe(PHOTO_LIMIT.free);
    expect(photos).toHaveLength(3);
    expect(photos.filter((p) => p.main)).toHaveLength(1);
    // The refused uploads left no files behind.
    expect(filesOf(member.id)).toHaveLength(3 * Object.keys(PHOTO_SIZES).length);
  });

  it('a premium member may have more than 3, sent as any content type', async () => {
    const jpeg = await cameraJpeg();
    for (let i = 0; i < 4; i++) {
      const response = await upload(premium.cookie, jpeg, i === 3 ? 'application/octet-stream' : 'image/jpeg');
      expect(response.statusCode, response.body).toBe(201);
    }
    const { photos, limit } = await ownPhotos(premium.cookie);
    expect(limit).toBe(PHOTO_LIMIT.premium);
    expect(photos).toHaveLength(4);
    expect(photos.every((p) => p.status === 'pending' && !p.private)).toBe(true);
    expect(photos.map((p) => p.main)).toEqual([true, false, false, false]);
  });

  it('a pixel bomb, whatever its content type, leaves no photo and no file, and the next upload works', async () => {
    const member = await activeMember(server);
    for (const type of ['image/png', 'application/octet-stream', 'image/jpeg']) {
      const bomb = await upload(member.cookie, pngBomb(), type);
      expect(bomb.statusCode, type).toBe(413);
      expect(errorOf(bomb), type).toMatchObject({ error: 'photo_too_large' });
    }
    expect((await ownPhotos(member.cookie)).photos).toEqual([]);
    expect(filesOf(member.id)).toEqual([]);
    expect((await upload(member.cookie, await cameraJpeg())).statusCode).toBe(201);
    expect((await ownPhotos(member.cookie)).photos).toHaveLength(1);
  });

  it('needs a session for every method', async () => {
    expect((await call(server, 'GET', '/api/photos.php')).statusCode).toBe(403);
    expect((await call(server, 'PUT', '/api/photos.php', { id: owned.extra.id, main: true })).statusCode).toBe(403);
    expect((await call(server, 'DELETE', '/api/photos.php', { id: owned.extra.id })).statusCode).toBe(403);
    expect((await ownPhotos(owner.cookie)).photos.map((p) => p.id)).toEqual(Object.values(owned).map((p) => p.id));
  });
});

describe('changing and deleting photos', () => {
  it('choosing a private photo as main makes it public; the main photo cannot be made private', async () => {
    const member = await activeMember(server);
    for (const color of ['#111', '#222', '#333']) expect((await upload(member.cookie, await cameraJpeg(color))).statusCode).toBe(201);
    const [a, b, c] = (await ownPhotos(member.cookie)).photos.map((p) => p.id) as [number, number, number];
    const put = (payload: object) => call(server, 'PUT', '/api/photos.php', payload, member.cookie);
    const state = async () => (await ownPhotos(member.cookie)).photos.map((p) => ({ id: p.id, main: p.main, private: p.private }));

    expect((await put({ id: c, private: true })).statusCode).toBe(200);
    const chosen = await put({ id: c, main: true });
    expect(chosen.statusCode).toBe(200);
    const answer = photosResponseSchema.parse(chosen.json());
    expect(answer.photos.find((p) => p.id === c)).toMatchObject({ main: true, private: false });
    expect(answer.user?.profile.main_image?.filename).toBe(answer.photos.find((p) => p.id === c)!.full);

    const before = await state();
    const refused = await put({ id: c, private: true });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({ error: 'main_photo_private', message: 'Your main photo is always public. Choose another main photo first.' });
    // Main and private at once is refused as a whole.
    expect(errorOf(await put({ id: b, main: true, private: true })).error).toBe('main_photo_private');
    expect(await state()).toEqual(before);

    expect((await put({ id: a, private: true })).statusCode).toBe(200);
    expect(await state()).toEqual([{ id: a, main: false, private: true }, { id: b, main: false, private: false }, { id: c, main: true, private: false }]);
  });

  it('deleting the main photo makes the next public photo the main one and removes its files', async () => {
    const member = await activeMember(server);
    for (const color of ['#444', '#555', '#666']) expect((await upload(member.cookie, await cameraJpeg(color))).statusCode).toBe(201);
    const [a, b, c] = (await ownPhotos(member.cookie)).photos as [OwnPhoto, OwnPhoto, OwnPhoto];
    const put = (payload: object) => call(server, 'PUT', '/api/photos.php', payload, member.cookie);
    expect((await put({ id: c.id, main: true })).statusCode).toBe(200);
    expect((await put({ id: a.id, private: true })).statusCode).toBe(200);

    const gone = await call(server, 'DELETE', '/api/photos.php', { id: c.id }, member.cookie);
    expect(gone.statusCode).toBe(200);
    const { photos, user } = photosResponseSchema.parse(gone.json());
    // a is older but private: b, the oldest public photo, is the main one now.
    expect(photos.map((p) => ({ id: p.id, main: p.main }))).toEqual([{ id: a.id, main: false }, { id: b.id, main: true }]);
    expect(user?.profile.main_image?.filename).toBe(b.full);
    for (const url of [c.thumb, c.card, c.full]) expect(fs.existsSync(fileOf(url)), url).toBe(false);
    for (const url of [a.full, b.thumb, b.card, b.full]) expect(fs.existsSync(fileOf(url)), url).toBe(true);
    expect(filesOf(member.id)).toHaveLength(2 * Object.keys(PHOTO_SIZES).length);

    // Deleting a photo that is not the main one leaves the main one alone.
    expect(photosResponseSchema.parse((await call(server, 'DELETE', '/api/photos.php', { id: a.id }, member.cookie)).json()).photos)
      .toEqual([expect.objectContaining({ id: b.id, main: true })]);
  });

  it('someone else\'s photo, or one that does not exist, is unknown', async () => {
    for (const [method, payload] of [['PUT', { id: owned.extra.id, main: true }], ['PUT', { id: owned.secret.id, private: false }],
      ['DELETE', { id: owned.extra.id }], ['DELETE', { id: 9_999_999 }]] as const) {
      const response = await call(server, method, '/api/photos.php', payload, free.cookie);
      expect(response.statusCode, `${method} ${JSON.stringify(payload)}`).toBe(404);
      expect(errorOf(response)).toMatchObject({ error: 'photo_unknown', message: 'This photo does not exist (any more).' });
    }
    expect((await ownPhotos(owner.cookie)).photos).toEqual(Object.values(owned));
    for (const url of [owned.extra.full, owned.secret.full]) expect(fs.existsSync(fileOf(url))).toBe(true);
  });

  it('refuses malformed changes', async () => {
    for (const payload of [{ id: 'x' }, { id: owned.extra.id, main: false }, { id: owned.extra.id, private: 'yes' }, {}]) {
      const response = await call(server, 'PUT', '/api/photos.php', payload, owner.cookie);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(response).error).toBe('invalid_input');
    }
  });
});

describe('photo files', () => {
  const get = (url: string, cookie?: string) => call(server, 'GET', url, undefined, cookie);

  it('the owner gets a private photo, never to be stored', async () => {
    const response = await get(owned.secret.full, owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.equals(fs.readFileSync(fileOf(owned.secret.full)))).toBe(true);
  });

  it('a free member and a visitor are refused a private photo; a premium member gets it, not to be stored', async () => {
    for (const url of [owned.secret.thumb, owned.secret.card, owned.secret.full]) {
      expect((await get(url, free.cookie)).statusCode, url).toBe(403);
      expect((await get(url)).statusCode, url).toBe(403);
      const paid = await get(url, premium.cookie);
      expect(paid.statusCode, url).toBe(200);
      expect(paid.headers['cache-control']).toBe('no-store');
    }
    const locked = await get(owned.secret.full, free.cookie);
    expect(locked.headers['cache-control']).toBe('no-store');
    expect(locked.body).toBe('Forbidden');
  });

  it('public photos: members get every one, visitors the main one only', async () => {
    for (const cookie of [free.cookie, premium.cookie, owner.cookie]) {
      for (const url of [owned.main.full, owned.extra.card]) {
        const response = await get(url, cookie);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['cache-control']).toBe('private, max-age=86400');
        expect(response.headers.vary).toBe('Cookie');
      }
    }
    expect((await get(owned.main.thumb)).statusCode).toBe(200);
    expect((await get(owned.extra.thumb)).statusCode).toBe(403);
  });

  it('a block locks every photo, the public main one too, in both directions', async () => {
    for (const cookie of [blockedByOwner.cookie, blockerOfOwner.cookie]) {
      for (const url of [owned.main.full, owned.main.thumb, owned.extra.full, owned.secret.full]) {
        expect((await get(url, cookie)).statusCode, url).toBe(403);
      }
    }
    // Premium does not open a block either.
    await makePremium(server, blockedByOwner.id);
    expect((await get(owned.secret.full, blockedByOwner.cookie)).statusCode).toBe(403);
    expect((await get(owned.main.full, free.cookie)).statusCode).toBe(200);
  });

  it('a photo waiting for moderation is the owner\'s only', async () => {
    for (const cookie of [free.cookie, premium.cookie, undefined]) expect((await get(owned.pending.full, cookie)).statusCode).toBe(403);
    const own = await get(owned.pending.full, owner.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('no-store');
  });

  it('photos of a member leaving are locked for others', async () => {
    const member = await activeMember(server);
    expect((await upload(member.cookie, await cameraJpeg())).statusCode).toBe(201);
    const [main] = (await ownPhotos(member.cookie)).photos;
    await approve([main!.id]);
    expect((await get(main!.full)).statusCode).toBe(200);
    await server.db.updateTable('users').set({ status: 'pending_deletion' }).where('id', '=', member.id).execute();
    expect((await get(main!.full)).statusCode).toBe(403);
    expect((await get(main!.full, premium.cookie)).statusCode).toBe(403);
  });

  it('unknown names are not found', async () => {
    for (const url of ['/photos/u1-doesnotexist-full.webp', `/photos/${path.basename(owned.main.full).replace('-full', '-huge')}`, '/photos/..%2F..%2Fsecret-full.webp', '/photos/seed%2F..%2F..%2Fsecret-full.webp']) {
      expect((await get(url, owner.cookie)).statusCode, url).toBe(404);
    }
  });
});
