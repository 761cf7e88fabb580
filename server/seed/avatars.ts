import { createAvatar } from '@dicebear/core';
import { avataaars, personas } from '@dicebear/collection';
import sharp from 'sharp';
import type { Gender } from '../../common/enums';
import type { FileStorage } from '../adapters/storage';
import { PHOTO_SIZES, photoFilesStored, storePhotoFiles } from '../domain/profiles/photo-sizes';

/**
 * A pool of drawn avatars for the demo members, made offline with DiceBear and stored as WebP in
 * every photo size. Members share pool images: 100,000 members need no 100,000 renders.
 */

export const AVATARS_PER_GENDER = 60;

/** Friendly expressions and natural hair colours only: these stand in for profile photos. */
const AVATAAARS = {
  mouth: ['default', 'smile', 'twinkle'],
  eyes: ['default', 'happy', 'wink', 'squint'],
  eyebrows: ['default', 'defaultNatural', 'raisedExcited'],
  hairColor: ['2c1b18', '4a312c', '724133', 'a55728', 'b58143', 'd6b370', 'c93305', 'e8e1e1'],
  facialHairColor: ['2c1b18', '4a312c', '724133', 'a55728', 'b58143'],
  accessoriesProbability: 15,
};
const PERSONAS = {
  mouth: ['smile', 'bigSmile', 'smirk', 'lips'],
  eyes: ['open', 'wink', 'happy'],
  hairColor: ['362c47', '6c4545', 'f29c65', 'dee1f5'],
};

/** Hair and beard options that read as the member's gender. */
const LOOKS = {
  female: [
    { style: avataaars, options: { ...AVATAAARS, facialHairProbability: 0, top: ['bob', 'bun', 'curly', 'curvy', 'frida', 'longButNotTooLong', 'miaWallace', 'straight01', 'straight02', 'straightAndStrand', 'bigHair'] } },
    { style: personas, options: { ...PERSONAS, facialHairProbability: 0, hair: ['long', 'bobCut', 'curly', 'pigtails', 'curlyBun', 'bobBangs', 'straightBun', 'extraLong', 'bunUndercut'] } },
  ],
  male: [
    { style: avataaars, options: { ...AVATAAARS, facialHairProbability: 40, top: ['shortCurly', 'shortFlat', 'shortRound', 'shortWaved', 'sides', 'theCaesar', 'theCaesarAndSidePart', 'shavedSides', 'frizzle', 'shaggy'] } },
    { style: personas, options: { ...PERSONAS, facialHairProbability: 50, hair: ['shortCombover', 'curlyHighTop', 'buzzcut', 'bald', 'balding', 'fade', 'shortComboverChops', 'mohawk', 'sideShave'] } },
  ],
} as const;

export function avatarKey(gender: Gender, index: number): string {
  return `seed/${gender}-${String(index).padStart(3, '0')}`;
}

const WEBP_QUALITY = 80;

async function render(gender: Gender, index: number, storage: FileStorage): Promise<void> {
  const key = avatarKey(gender, index);
  const look = LOOKS[gender][index % LOOKS[gender].length]!;
  const svg = createAvatar(look.style as typeof avataaars, {
    seed: key,
    size: PHOTO_SIZES.full,
    backgroundColor: ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'd4f5c9'],
    ...look.options,
  } as object).toString();
  const full = sharp(Buffer.from(svg));
  await storePhotoFiles(storage, key, (_size, px) => full.clone().resize(px, px).webp({ quality: WEBP_QUALITY }).toBuffer());
}

/** Avatars rendered at once: sharp already spreads each image over the cores. */
const RENDERED_TOGETHER = 4;

/** Renders the pool once; later seeds reuse the files already stored. */
export async function ensureAvatarPool(storage: FileStorage): Promise<void> {
  const missing: [Gender, number][] = [];
  for (const gender of ['female', 'male'] as const) {
    for (let i = 0; i < AVATARS_PER_GENDER; i++) {
      if (!(await photoFilesStored(storage, avatarKey(gender, i)))) missing.push([gender, i]);
    }
  }
  for (let i = 0; i < missing.length; i += RENDERED_TOGETHER) {
    await Promise.all(missing.slice(i, i + RENDERED_TOGETHER).map(([gender, index]) => render(gender, index, storage)));
  }
}
