import { atom } from 'jotai';
import type { OwnPhoto, PhotoChange, PhotosResponse } from '../../common/api/members';
import { changePhoto, deletePhoto, fetchOwnPhotos, uploadPhoto } from '../api/members';
import { receiveUserAtom, userAnswerAtom } from './auth';

/** The member's own photos (the images overview) and the limit they count against. */
const ownPhotosEntryAtom = atom<{ photos: OwnPhoto[]; limit: number } | null>(null);
export const ownPhotosAtom = atom((get) => get(ownPhotosEntryAtom));

/** Every photo call answers the photos and the member (whose main image may have changed). */
const photosAnswerAtom = atom(null, (_get, set, { photos, limit, user }: PhotosResponse) => {
  set(ownPhotosEntryAtom, { photos, limit });
  if (user) set(userAnswerAtom, user);
});

/** A background read: the member it carries is older than anything written while it travelled. */
export const loadOwnPhotosAtom = atom(null, async (_get, set) => {
  const askedAt = Date.now();
  const { photos, limit, user } = await fetchOwnPhotos();
  set(ownPhotosEntryAtom, { photos, limit });
  if (user) set(receiveUserAtom, user, askedAt);
});

export const uploadPhotoAtom = atom(null, async (_get, set, file: File, onProgress: (fraction: number) => void) =>
  set(photosAnswerAtom, await uploadPhoto(file, onProgress)));
export const changePhotoAtom = atom(null, async (_get, set, change: PhotoChange) => set(photosAnswerAtom, await changePhoto(change)));
export const deletePhotoAtom = atom(null, async (_get, set, id: number) => set(photosAnswerAtom, await deletePhoto(id)));

/** At logout the photos go with the rest of the member's data. */
export const resetOwnPhotosAtom = atom(null, (_get, set) => set(ownPhotosEntryAtom, null));
