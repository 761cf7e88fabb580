import type { FileStorage } from '../../adapters/storage';
import type { Config } from '../../config/config';

/** Stored sizes of every photo, in pixels of the longer side; avatars are square. */
export const PHOTO_SIZES = { thumb: 160, card: 480, full: 960 } as const;
export type PhotoSize = keyof typeof PHOTO_SIZES;
const SIZES = Object.keys(PHOTO_SIZES) as PhotoSize[];

/** The one place a photo's key and size become a file name: `<key>-<size>.webp`. */
export function photoFileName(fileKey: string, size: PhotoSize): string {
  return `${fileKey}-${size}.webp`;
}

/** Keys are random ("u12-3f…") or a seeded avatar's ("seed/female-007"). */
const PHOTO_FILE = /^((?:seed\/)?[a-z0-9-]+)-(thumb|card|full)\.webp$/;

/** The key of a photo file name from a URL, or null when the name is none of ours. */
export function photoKeyOf(fileName: string): string | null {
  return PHOTO_FILE.exec(fileName)?.[1] ?? null;
}

export function photoUrl(config: Config, fileKey: string, size: PhotoSize): string {
  return `${config.site.cdnPrefix}${photoFileName(fileKey, size)}`;
}

/** Every size of one photo, as the profile view and the overview show them. */
export function photoUrls(config: Config, fileKey: string) {
  return { thumb: photoUrl(config, fileKey, 'thumb'), card: photoUrl(config, fileKey, 'card'), full: photoUrl(config, fileKey, 'full') };
}

export async function storePhotoFiles(storage: FileStorage, fileKey: string, bySize: (size: PhotoSize, px: number) => Promise<Buffer>): Promise<void> {
  await Promise.all(SIZES.map(async (size) => storage.put(photoFileName(fileKey, size), await bySize(size, PHOTO_SIZES[size]))));
}

/** Whether every size of a photo is stored. */
export async function photoFilesStored(storage: FileStorage, fileKey: string): Promise<boolean> {
  return (await Promise.all(SIZES.map((size) => storage.has(photoFileName(fileKey, size))))).every(Boolean);
}

export async function removePhotoFiles(storage: FileStorage, fileKey: string): Promise<void> {
  await Promise.all(SIZES.map((size) => storage.remove(photoFileName(fileKey, size))));
}
