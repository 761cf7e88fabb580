/**
 * Who may see a photo's bytes, decided on the server for every request (docs/product/roles.md#who-sees-which-photo, docs/security.md#photos):
 * visitors see main photos only, free members public photos, premium members private ones too,
 * owners everything of their own, and nobody sees across a block or before moderation.
 */

export type PhotoViewer = { kind: 'visitor' } | { kind: 'member'; id: number; premium: boolean };

export interface PhotoFacts {
  ownerId: number;
  status: 'pending' | 'approved' | 'rejected';
  isPrivate: boolean;
  isMain: boolean;
  /** The owner's profile is shown to others (active and not pending deletion). */
  ownerShown: boolean;
}

/** 'open' may be cached by the browser; 'no-store' is served but never kept; 'locked' is not served. */
export type PhotoAccess = 'open' | 'no-store' | 'locked';

export function photoAccess(viewer: PhotoViewer, photo: PhotoFacts, blocked: boolean): PhotoAccess {
  if (viewer.kind === 'member' && viewer.id === photo.ownerId) {
    return photo.status === 'approved' && !photo.isPrivate ? 'open' : 'no-store';
  }
  if (blocked || !photo.ownerShown || photo.status !== 'approved') return 'locked';
  if (viewer.kind === 'visitor') return photo.isMain && !photo.isPrivate ? 'open' : 'locked';
  if (!photo.isPrivate) return 'open';
  return viewer.premium ? 'no-store' : 'locked';
}
