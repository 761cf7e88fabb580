import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../../common/api/errors';
import { userResponseSchema } from '../../common/api/user';
import { newMember } from './helpers/accounts';
import { startTestServer, type TestServer } from './helpers/test-server';
import { pngBomb } from './helpers/images';

let server: TestServer;
const photosDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amora-upload-photos-'));
beforeAll(async () => {
  server = await startTestServer({ PHOTOS_DIR: photosDir });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(photosDir, { recursive: true, force: true });
});

const upload = (cookie: string, body: Buffer, type = 'image/jpeg') =>
  server.app.inject({ method: 'POST', url: '/api/photos.php', headers: { cookie, 'content-type': type }, payload: body });

/** A camera-like JPEG: landscape pixels with an orientation flag and GPS in its EXIF. */
const cameraJpeg = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c86' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 0/1' } })
    .toBuffer();

describe('POST /api/photos.php', () => {
  it('stores an upright WebP in three sizes without metadata, pending, as the main photo', async () => {
    const { cookie } = await newMember(server);
    const response = await upload(cookie, await cameraJpeg());
    expect(response.statusCode).toBe(201);
    const image = userResponseSchema.parse(response.json()).user!.profile.main_image!;
    expect(image.status).toBe('pending');
    const full = path.join(photosDir, path.basename(image.filename));
    const meta = await sharp(full).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 640, height: 960 });
    expect(meta.exif).toBeUndefined();
    expect(fs.readFileSync(full).includes('PhoneCo')).toBe(false);
  });

  it('refuses what is not an image, and a pixel bomb before decoding it', async () => {
    const { cookie } = await newMember(server);
    const text = await upload(cookie, Buffer.from('not an image at all'));
    expect(errorResponseSchema.parse(text.json())).toMatchObject({ error: 'photo_unreadable' });
    const bomb = await upload(cookie, pngBomb(), 'image/png');
    expect(bomb.statusCode).toBe(413);
    expect(errorResponseSchema.parse(bomb.json())).toMatchObject({ error: 'photo_too_large' });
  });

  it('keeps a free member to 3 photos', async () => {
    const { cookie } = await newMember(server);
    const jpeg = await cameraJpeg();
    for (let i = 0; i < 3; i++) expect((await upload(cookie, jpeg)).statusCode).toBe(201);
    const fourth = await upload(cookie, jpeg);
    expect(errorResponseSchema.parse(fourth.json())).toMatchObject({ error: 'photo_limit', message: 'You have reached your limit of 3 photos.' });
  });

  it('needs a session', async () => {
    expect((await upload('', await cameraJpeg())).statusCode).toBe(403);
  });
});
