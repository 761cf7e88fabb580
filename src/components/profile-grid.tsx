import { Fragment, type ReactNode } from 'react';
import type { ProfileCard as Card } from '../../common/api/profiles';
import { ProfileCard, type CardHeading, type FictionalMarking, type PhotoPriority } from './profile-card';

/** The cards a phone shows before scrolling (two rows of two): their photos load at once. */
const CARDS_IN_VIEW = 4;

/**
 * A grid of member cards, each with the fictional label where it applies (fictionalMarkingAtom; no
 * grid until the settings give the marking) and an optional note. A grid that is what the page is
 * about (`leading`) loads the photos in view at once, the first with high priority: lazy loading
 * would wait for layout, and the first photo is what the page paints last. `after` puts something
 * else in the grid after a card (a search's cam/resell cards).
 */
export function ProfileGrid({ profiles, fictional, note, leading = false, heading, after }: {
  profiles: Card[]; fictional: FictionalMarking | null; note?: (profile: Card) => ReactNode; leading?: boolean; heading?: CardHeading;
  after?: (index: number) => ReactNode;
}) {
  if (!fictional || profiles.length === 0) return null;
  // The first photo is the largest thing painted: the first card may have none.
  const firstPhoto = profiles.findIndex((profile) => profile.photo);
  const priority = (index: number): PhotoPriority => (!leading || index >= CARDS_IN_VIEW ? 'lazy' : index === firstPhoto ? 'first' : 'eager');
  return (
    <div className="profile-grid">
      {profiles.map((profile, index) => (
        <Fragment key={profile.id}>
          <ProfileCard profile={profile} fictional={fictional} priority={priority(index)} heading={heading}>{note?.(profile)}</ProfileCard>
          {after?.(index)}
        </Fragment>
      ))}
    </div>
  );
}
