import { atom } from 'jotai';
import type { OwnPhoto, PhotoChange, PhotosResponse } from '../../common/api/members';
import { changePhoto, deletePhoto, fetchOwnPhotos, uploadPhoto } from '../api/members';
import { receiveUserAtom, userAtom } from './auth';

/** The member's own photos (the images overview) and the limit they count against. */
export const ownPhotosAtom = atom<{ photos: OwnPhoto[]; limit: number } | null>(null);

/** Every photo call answers the photos and the member (whose main image may have changed). */
const applyAtom = atom(null, (_get, set, { photos, limit, user }: PhotosResponse) => {
  set(ownPhotosAtom, { photos, limit });
  if (user) set(userAtom, user);
});

/** A background read: the member it carries is older than anything written while it travelled. */
export const loadOwnPhotosAtom = atom(null, async (_get, set) => {
  const askedAt = Date.now();
  const { photos, limit, user } = await fetchOwnPhotos();
  set(ownPhotosAtom, { photos, limit });
  if (user) set(receiveUserAtom, user, askedAt);
});

export const uploadPhotoAtom = atom(null, async (_get, set, file: File, onProgress: (fraction: number) => void) =>
  set(applyAtom, await uploadPhoto(file, onProgress)));

export const changePhotoAtom = atom(null, async (_get, set, change: PhotoChange) => set(applyAtom, await changePhoto(change)));

export const deletePhotoAtom = atom(null, async (_get, set, id: number) => set(applyAtom, await deletePhoto(id)));
