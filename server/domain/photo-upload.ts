import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { PHOTO_LIMIT } from '../../common/constants';
import type { FileStorage } from '../adapters/storage';
import { inTransaction, type Db } from '../db/database';
import { insertPhoto, photoCount } from '../db/photos';
import { setMainPhoto } from '../db/profiles';
import { photoOwner } from '../db/users';
import { removePhotoFiles, storePhotoFiles } from './photos';
import { ProblemError } from './problems';

/**
 * A member's photo: checked by its content, refused above a pixel bound before it is decoded,
 * turned upright, re-encoded as WebP in every size (which drops all metadata, GPS included), and
 * kept pending until moderation. The first photo becomes the main one.
 */

const FORMATS = new Set(['jpeg', 'png', 'webp', 'heif', 'avif']);
/** 50 megapixels: above any phone camera, far below a decompression bomb. */
export const MAX_PIXELS = 50_000_000;
const WEBP_QUALITY = 82;

export async function addPhoto(db: Db, storage: FileStorage, userId: number, bytes: Buffer, now: Date): Promise<number> {
  // Reading the header only (so no pixel limit yet): width and height are known before a pixel is decoded.
  const meta = await sharp(bytes, { limitInputPixels: false }).metadata().catch(() => null);
  if (!meta?.format || !FORMATS.has(meta.format) || !meta.width || !meta.height) throw new ProblemError('photo_unreadable');
  if (meta.width * meta.height > MAX_PIXELS) throw new ProblemError('photo_too_large');

  const key = `u${userId}-${randomBytes(8).toString('hex')}`;
  const image = sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate();
  await storePhotoFiles(storage, key, (_size, px) =>
    image.clone().resize(px, px, { fit: 'inside', withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer(),
  ).catch(async () => {
    await removePhotoFiles(storage, key);
    throw new ProblemError('photo_unreadable');
  });

  try {
    // One transaction: parallel uploads cannot pass the limit together.
    return await inTransaction(db, async (trx) => {
      const owner = await photoOwner(trx, userId);
      const limit = owner.paid_user ? PHOTO_LIMIT.premium : PHOTO_LIMIT.free;
      if ((await photoCount(trx, userId)) >= limit) throw new ProblemError('photo_limit', { limit });
      const id = await insertPhoto(trx, { profileId: userId, fileKey: key, at: now.toISOString() });
      if (owner.main_photo_id === null) await setMainPhoto(trx, userId, id);
      return id;
    });
  } catch (error) {
    await removePhotoFiles(storage, key);
    throw error;
  }
}
