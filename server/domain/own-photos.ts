import fs from 'node:fs/promises';
import path from 'node:path';
import type { PhotoChange, PhotosResponse } from '../../common/api/members';
import { PHOTO_LIMIT } from '../../common/constants';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { PHOTO_SIZES, photoUrl } from './photos';
import { ProblemError } from './problems';

/** The images overview: a member's own photos, pending ones included, and what they may change. */

export async function ownPhotos(db: Db, config: Config, userId: number): Promise<Omit<PhotosResponse, 'user'>> {
  const member = await db.selectFrom('users').innerJoin('profiles', 'profiles.id', 'users.id')
    .select(['users.paid_user', 'profiles.main_photo_id']).where('users.id', '=', userId).executeTakeFirstOrThrow();
  const rows = await db.selectFrom('photos').select(['id', 'file_key', 'status', 'is_private'])
    .where('profile_id', '=', userId).orderBy('id').execute();
  return {
    limit: member.paid_user ? PHOTO_LIMIT.premium : PHOTO_LIMIT.free,
    photos: rows.map((row) => ({
      id: row.id,
      main: row.id === member.main_photo_id,
      private: row.is_private === 1,
      status: row.status,
      thumb: photoUrl(config, row.file_key, 'thumb'),
      card: photoUrl(config, row.file_key, 'card'),
      full: photoUrl(config, row.file_key, 'full'),
    })),
  };
}

async function ownedPhoto(db: Db, userId: number, id: number) {
  const photo = await db.selectFrom('photos').select(['id', 'file_key', 'is_private']).where('id', '=', id).where('profile_id', '=', userId).executeTakeFirst();
  if (!photo) throw new ProblemError('photo_unknown');
  return photo;
}

/** A main photo is always public: choosing a private one as main makes it public. */
export async function changePhoto(db: Db, userId: number, change: PhotoChange): Promise<void> {
  await ownedPhoto(db, userId, change.id);
  await db.transaction().execute(async (trx) => {
    const { main_photo_id: mainId } = await trx.selectFrom('profiles').select('main_photo_id').where('id', '=', userId).executeTakeFirstOrThrow();
    const willBeMain = change.main === true || mainId === change.id;
    if (change.private === true && willBeMain) throw new ProblemError('main_photo_private');
    if (change.private !== undefined) {
      await trx.updateTable('photos').set({ is_private: change.private ? 1 : 0 }).where('id', '=', change.id).execute();
    }
    if (change.main) {
      await trx.updateTable('photos').set({ is_private: 0 }).where('id', '=', change.id).execute();
      await trx.updateTable('profiles').set({ main_photo_id: change.id }).where('id', '=', userId).execute();
    }
  });
}

/** Deleting the main photo makes the oldest remaining public photo (approved first) the main one. */
export async function deletePhoto(db: Db, photosDir: string, userId: number, id: number): Promise<void> {
  const photo = await ownedPhoto(db, userId, id);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('photos').where('id', '=', id).execute();
    const profile = await trx.selectFrom('profiles').select('main_photo_id').where('id', '=', userId).executeTakeFirstOrThrow();
    if (profile.main_photo_id === id) {
      // Approved photos first: others can see those at once.
      const next = await trx.selectFrom('photos').select('id').where('profile_id', '=', userId).where('is_private', '=', 0)
        .orderBy((eb) => eb('status', '=', 'approved'), 'desc').orderBy('id').executeTakeFirst();
      await trx.updateTable('profiles').set({ main_photo_id: next?.id ?? null }).where('id', '=', userId).execute();
    }
  });
  // Seeded members share avatar files; a file goes only when no photo uses it any more.
  const stillUsed = await db.selectFrom('photos').select('id').where('file_key', '=', photo.file_key).executeTakeFirst();
  if (!stillUsed) {
    await Promise.all(Object.keys(PHOTO_SIZES).map((size) => fs.rm(path.join(photosDir, `${photo.file_key}-${size}.webp`), { force: true })));
  }
}
