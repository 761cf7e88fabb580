import { randomBytes } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { PHOTO_LIMIT } from '../../../common/constants';
import type { FileStorage } from '../../adapters/storage';
import { inTransaction, type Db } from '../../db/database';
import { insertPhoto, photoCount } from '../../db/photos';
import { setMainPhoto } from '../../db/profiles';
import { lockMember, photoOwner } from '../../db/users';
import { removePhotoFiles, storePhotoFiles } from './photo-sizes';
import { ProblemError } from '../problems';

/**
 * A member's photo: checked by its content, refused above a pixel bound before it is decoded,
 * turned upright, re-encoded as WebP in every size (which drops all metadata, GPS included), and
 * kept pending until moderation. The first photo becomes the main one.
 */

const FORMATS = new Set(['jpeg', 'png', 'webp', 'heif', 'avif']);
/** 50 megapixels: above any phone camera, far below a decompression bomb. */
export const MAX_PIXELS = 50_000_000;
export const WEBP_QUALITY = 82;

/** Refuses a photo beyond the member's limit (free or premium). */
async function checkPhotoLimit(db: Db, userId: number): Promise<{ mainPhotoId: number | null }> {
  const owner = await photoOwner(db, userId);
  const limit = owner.paid_user ? PHOTO_LIMIT.premium : PHOTO_LIMIT.free;
  if ((await photoCount(db, userId)) >= limit) throw new ProblemError('photo_limit', { limit });
  return { mainPhotoId: owner.main_photo_id };
}

/** Reads the header only (so no pixel limit yet): width and height are known before a pixel is decoded. */
async function photoHeader(bytes: Buffer) {
  try {
    // sharp refuses some input (an empty file) by throwing at once rather than rejecting.
    return await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return null;
  }
}

/** A photo checked by its content and its size, turned upright, ready to be re-encoded; a problem when it is none or too large. */
export async function openPhoto(bytes: Buffer): Promise<Sharp> {
  const meta = await photoHeader(bytes);
  if (!meta?.format || !FORMATS.has(meta.format) || !meta.width || !meta.height) throw new ProblemError('photo_unreadable');
  if (meta.width * meta.height > MAX_PIXELS) throw new ProblemError('photo_too_large');
  return sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate();
}

/**
 * Checks a photo by its content and stores it re-encoded in every size under the key; refuses what
 * it cannot read or what is too large, leaving nothing behind.
 */
export async function storeUploadedPhoto(storage: FileStorage, key: string, bytes: Buffer): Promise<void> {
  const image = await openPhoto(bytes);
  await storePhotoFiles(storage, key, (_size, px) =>
    image.clone().resize(px, px, { fit: 'inside', withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer(),
  ).catch(async () => {
    await removePhotoFiles(storage, key);
    throw new ProblemError('photo_unreadable');
  });
}

/** A random, never reused key: `<prefix><owner>-<16 hex>`. */
export function newPhotoKey(prefix: 'u' | 'c', ownerId: number): string {
  return `${prefix}${ownerId}-${randomBytes(8).toString('hex')}`;
}

export async function addPhoto(db: Db, storage: FileStorage, userId: number, bytes: Buffer, now: Date): Promise<number> {
  // A member at the limit costs no decoding; the transaction below checks again against parallel uploads.
  await checkPhotoLimit(db, userId);
  const key = newPhotoKey('u', userId);
  await storeUploadedPhoto(storage, key, bytes);

  try {
    // One transaction holding the member: parallel uploads cannot pass the limit together.
    return await inTransaction(db, async (trx) => {
      await lockMember(trx, userId);
      const { mainPhotoId } = await checkPhotoLimit(trx, userId);
      const id = await insertPhoto(trx, { profileId: userId, fileKey: key, at: now.toISOString() });
      if (mainPhotoId === null) await setMainPhoto(trx, userId, id);
      return id;
    });
  } catch (error) {
    await removePhotoFiles(storage, key);
    throw error;
  }
}
