import type { PhotoChange, PhotosResponse } from '../../../common/api/members';
import { PHOTO_LIMIT } from '../../../common/constants';
import type { FileStorage } from '../../adapters/storage';
import type { Config } from '../../config/config';
import { inTransaction, type Db } from '../../db/database';
import { deletePhotoRow, fileKeyInUse, nextMainPhoto, ownedPhoto, photosOf, setPhotoPrivate } from '../../db/photos';
import { ownProfile, setMainPhoto } from '../../db/profiles';
import { photoOwner } from '../../db/users';
import { photoUrls, removePhotoFiles } from './photo-sizes';
import { ProblemError } from '../problems';

/** The images overview: a member's own photos, pending ones included, and what they may change. */

export async function ownPhotos(db: Db, config: Config, userId: number): Promise<Omit<PhotosResponse, 'user'>> {
  const [owner, rows] = await Promise.all([photoOwner(db, userId), photosOf(db, userId)]);
  return {
    limit: owner.paid_user ? PHOTO_LIMIT.premium : PHOTO_LIMIT.free,
    photos: rows.map((row) => ({
      id: row.id,
      main: row.id === owner.main_photo_id,
      private: row.is_private === 1,
      status: row.status,
      ...photoUrls(config, row.file_key),
    })),
  };
}

async function checkedPhoto(db: Db, userId: number, id: number) {
  const photo = await ownedPhoto(db, userId, id);
  if (!photo) throw new ProblemError('photo_unknown');
  return photo;
}

/** A main photo is always public: choosing a private one as main makes it public. */
export async function changePhoto(db: Db, userId: number, change: PhotoChange): Promise<void> {
  await checkedPhoto(db, userId, change.id);
  await inTransaction(db, async (trx) => {
    const { main_photo_id: mainId } = await ownProfile(trx, userId);
    const willBeMain = change.main === true || mainId === change.id;
    if (change.private === true && willBeMain) throw new ProblemError('main_photo_private');
    if (change.private !== undefined) await setPhotoPrivate(trx, change.id, change.private);
    if (change.main) {
      await setPhotoPrivate(trx, change.id, false);
      await setMainPhoto(trx, userId, change.id);
    }
  });
}

/** Deleting the main photo makes the oldest remaining public photo (approved first) the main one. */
export async function deletePhoto(db: Db, storage: FileStorage, userId: number, id: number): Promise<void> {
  const photo = await checkedPhoto(db, userId, id);
  await inTransaction(db, async (trx) => {
    await deletePhotoRow(trx, id);
    const { main_photo_id: mainId } = await ownProfile(trx, userId);
    if (mainId === id) await setMainPhoto(trx, userId, await nextMainPhoto(trx, userId));
  });
  if (!(await fileKeyInUse(db, photo.file_key))) await removePhotoFiles(storage, photo.file_key);
}
