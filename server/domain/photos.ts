import type { Config } from '../config';

/** Stored sizes of every photo, in pixels of the longer side; avatars are square. */
export const PHOTO_SIZES = { thumb: 160, card: 480, full: 960 } as const;
export type PhotoSize = keyof typeof PHOTO_SIZES;

export function photoUrl(config: Config, fileKey: string, size: PhotoSize): string {
  return `${config.site.cdnPrefix}${fileKey}-${size}.webp`;
}
