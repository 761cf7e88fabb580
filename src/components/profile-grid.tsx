import type { ReactNode } from 'react';
import type { ProfileCard as Card } from '../../common/api/profiles';
import { ProfileCard, type FictionalMarking } from './profile-card';

/**
 * A grid of member cards, each with the fictional label where it applies (fictionalMarkingAtom; no
 * grid until the settings give the marking) and an optional note.
 */
export function ProfileGrid({ profiles, fictional, note }: { profiles: Card[]; fictional: FictionalMarking | null; note?: (profile: Card) => ReactNode }) {
  if (!fictional || profiles.length === 0) return null;
  return (
    <div className="profile-grid">
      {profiles.map((profile) => (
        <ProfileCard key={profile.id} profile={profile} fictional={fictional}>{note?.(profile)}</ProfileCard>
      ))}
    </div>
  );
}
