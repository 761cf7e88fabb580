import { atom } from 'jotai';
import type { OwnPhoto, PhotoChange, PhotosResponse } from '../../common/api/members';
import { changePhoto, deletePhoto, fetchOwnPhotos, uploadPhoto } from '../api/members';
import { userAtom } from './auth';

/** The member's own photos (the images overview) and the limit they count against. */
export const ownPhotosAtom = atom<{ photos: OwnPhoto[]; limit: number } | null>(null);

/** Every photo call answers the photos and the member (whose main image may have changed). */
const applyAtom = atom(null, (_get, set, { photos, limit, user }: PhotosResponse) => {
  set(ownPhotosAtom, { photos, limit });
  if (user) set(userAtom, user);
});

export const loadOwnPhotosAtom = atom(null, async (_get, set) => set(applyAtom, await fetchOwnPhotos()));

export const uploadPhotoAtom = atom(null, async (_get, set, file: File, onProgress: (fraction: number) => void) =>
  set(applyAtom, await uploadPhoto(file, onProgress)));

export const changePhotoAtom = atom(null, async (_get, set, change: PhotoChange) => set(applyAtom, await changePhoto(change)));

export const deletePhotoAtom = atom(null, async (_get, set, id: number) => set(applyAtom, await deletePhoto(id)));
