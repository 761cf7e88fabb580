import { photoAccess, type PhotoAccess, type PhotoViewer } from '../../common/rules/photo-access';
import type { Db } from '../db/database';
import { blockedEitherWay } from '../db/blocks';

/**
 * Whether the viewer may have a stored photo file. Seeded avatars share a file between members, so
 * the most open of the photos using the file decides; undefined means no photo uses it.
 */
const OPENNESS: PhotoAccess[] = ['locked', 'no-store', 'open'];

export async function accessToPhotoFile(db: Db, viewer: PhotoViewer, fileKey: string): Promise<PhotoAccess | undefined> {
  const rows = await db
    .selectFrom('photos')
    .innerJoin('profiles', 'profiles.id', 'photos.profile_id')
    .innerJoin('users', 'users.id', 'profiles.id')
    .select(['photos.id', 'photos.profile_id', 'photos.status', 'photos.is_private', 'profiles.main_photo_id', 'profiles.status as profile_status', 'users.status as user_status'])
    .where('photos.file_key', '=', fileKey)
    // The most open rows first, so the few read decide as all would.
    .orderBy('photos.is_private')
    .orderBy((eb) => eb('photos.id', '=', eb.ref('profiles.main_photo_id')), 'desc')
    .limit(50)
    .execute();
  if (rows.length === 0) return undefined;
  const blocked = new Set(viewer.kind === 'member' ? await blockedEitherWay(db, viewer.id) : []);
  let best: PhotoAccess = 'locked';
  for (const row of rows) {
    const access = photoAccess(viewer, {
      ownerId: row.profile_id,
      status: row.status,
      isPrivate: row.is_private === 1,
      isMain: row.id === row.main_photo_id,
      ownerShown: row.profile_status === 'active' && row.user_status === 'active',
    }, blocked.has(row.profile_id));
    if (OPENNESS.indexOf(access) > OPENNESS.indexOf(best)) best = access;
    if (best === 'open') break;
  }
  return best;
}
