import type { ChatPhotoUpload } from '../../../common/api/chat';
import type { FileStorage } from '../../adapters/storage';
import type { Config } from '../../config/config';
import { storeUploadedPhoto, newPhotoKey } from '../profiles/photo-upload';
import { photoUrls } from '../profiles/photo-sizes';

/**
 * A photo for a chat message (POST /api/chat-photos.php): checked and re-encoded as every photo is,
 * named for its uploader, and shown on no profile. It becomes a message when sent; one never sent is
 * removed by the hourly sweep of unused files.
 */
export async function addChatPhoto(config: Config, storage: FileStorage, userId: number, bytes: Buffer): Promise<ChatPhotoUpload> {
  const key = newPhotoKey('c', userId);
  await storeUploadedPhoto(storage, key, bytes);
  return { upload: key, photo: photoUrls(config, key) };
}
