import { photoAccess, type PhotoAccess, type PhotoViewer } from '../../../common/rules/photo-access';
import type { FileStorage, OpenedFile } from '../../adapters/storage';
import type { Db } from '../../db/database';
import { messagePhotoSeenBy } from '../../db/chat';
import { photosUsingFile } from '../../db/photos';
import { photoKeyOf } from './photo-sizes';
import { acrossBlocks } from '../likes/blocks';

/**
 * Whether the viewer may have a stored photo file. Seeded avatars share a file between members, so
 * the most open of the photos using the file decides. A photo sent in chat is seen by the two members
 * of its conversation (and a chat upload by its uploader), never stored by the browser.
 * Undefined means nothing uses the file.
 */
const OPENNESS: PhotoAccess[] = ['locked', 'no-store', 'open'];
/** Rows read per file: the most open come first, so these decide as all would. */
const ROWS_READ = 50;

export async function accessToPhotoFile(db: Db, viewer: PhotoViewer, fileKey: string): Promise<PhotoAccess | undefined> {
  const profileAccess = await accessAsProfilePhoto(db, viewer, fileKey);
  if (profileAccess === 'open' || viewer.kind !== 'member') return profileAccess;
  const inChat = fileKey.startsWith(`c${viewer.id}-`) || (await messagePhotoSeenBy(db, viewer.id, fileKey));
  return inChat ? 'no-store' : profileAccess;
}

async function accessAsProfilePhoto(db: Db, viewer: PhotoViewer, fileKey: string): Promise<PhotoAccess | undefined> {
  const rows = await photosUsingFile(db, fileKey, ROWS_READ);
  if (rows.length === 0) return undefined;
  const blocked = new Set(viewer.kind === 'member' ? await acrossBlocks(db, viewer.id) : []);
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

export type PhotoFile = { access: 'missing' } | { access: 'locked' } | { access: 'open' | 'no-store'; file: OpenedFile };

/** A photo file as asked for by its name in a URL, if the viewer may have it. */
export async function photoFile(db: Db, storage: FileStorage, viewer: PhotoViewer, fileName: string): Promise<PhotoFile> {
  const key = photoKeyOf(fileName);
  const access = key === null ? undefined : await accessToPhotoFile(db, viewer, key);
  if (access === undefined) return { access: 'missing' };
  if (access === 'locked') return { access: 'locked' };
  const file = await storage.get(fileName);
  return file ? { access, file } : { access: 'missing' };
}
