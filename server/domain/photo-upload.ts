import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { PHOTO_LIMIT } from '../../common/constants';
import type { Db } from '../db/database';
import { PHOTO_SIZES } from './photos';
import { ProblemError } from './problems';

/**
 * A member's photo: checked by its content, refused above a pixel bound before it is decoded,
 * turned upright, re-encoded as WebP in every size (which drops all metadata, GPS included), and
 * kept pending until moderation. The first photo becomes the main one.
 */

const FORMATS = new Set(['jpeg', 'png', 'webp', 'heif', 'avif']);
/** 50 megapixels: above any phone camera, far below a decompression bomb. */
export const MAX_PIXELS = 50_000_000;

export async function addPhoto(db: Db, photosDir: string, userId: number, bytes: Buffer, now: Date): Promise<number> {
  // Reading the header only (so no pixel limit yet): width and height are known before a pixel is decoded.
  const meta = await sharp(bytes, { limitInputPixels: false }).metadata().catch(() => null);
  if (!meta?.format || !FORMATS.has(meta.format) || !meta.width || !meta.height) throw new ProblemError('photo_unreadable');
  if (meta.width * meta.height > MAX_PIXELS) throw new ProblemError('photo_too_large');

  const key = `u${userId}-${randomBytes(8).toString('hex')}`;
  const image = sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate();
  const written = await Promise.all(
    Object.entries(PHOTO_SIZES).map(async ([size, px]) => {
      const file = path.join(photosDir, `${key}-${size}.webp`);
      await image.clone().resize(px, px, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 }).toFile(file);
      return file;
    }),
  ).catch(() => {
    throw new ProblemError('photo_unreadable');
  });

  try {
    // One transaction: parallel uploads cannot pass the limit together.
    return await db.transaction().execute(async (trx) => {
      const user = await trx.selectFrom('users').innerJoin('profiles', 'profiles.id', 'users.id')
        .select(['users.paid_user', 'profiles.main_photo_id']).where('users.id', '=', userId).executeTakeFirstOrThrow();
      const limit = user.paid_user ? PHOTO_LIMIT.premium : PHOTO_LIMIT.free;
      const { n } = await trx.selectFrom('photos').select((eb) => eb.fn.countAll<number>().as('n')).where('profile_id', '=', userId).executeTakeFirstOrThrow();
      if (Number(n) >= limit) throw new ProblemError('photo_limit', { limit });
      const { id } = await trx.insertInto('photos')
        .values({ profile_id: userId, file_key: key, status: 'pending', created_at: now.toISOString() }).returning('id').executeTakeFirstOrThrow();
      if (user.main_photo_id === null) await trx.updateTable('profiles').set({ main_photo_id: id }).where('id', '=', userId).execute();
      return id;
    });
  } catch (error) {
    await Promise.all(written.map((file) => fs.rm(file, { force: true })));
    throw error;
  }
}
