import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { memo, type ReactNode } from 'react';
import type { ProfileCard as Card } from '../../common/api/profiles';
import { sameCard } from '../../common/rules/cards';
import { FictionalNotice } from './fictional-notice';

/** A member in a grid: photo, name, age and town; fictional members always carry the marker. */
export interface FictionalMarking {
  icon: string;
  label: string;
  warning: string;
}

/** How a card's photo loads: `first` for the largest thing a page paints first (its LCP), `eager` for the rest in view. */
export type PhotoPriority = 'first' | 'eager' | 'lazy';

/** The card's name is a heading one level below the one its grid is under (an h1 page title, or an h2 section). */
export type CardHeading = 'h2' | 'h3';

interface CardProps {
  profile: Card;
  fictional: FictionalMarking;
  priority?: PhotoPriority;
  heading?: CardHeading;
  children?: ReactNode;
}

/**
 * Drawn again only when what it shows changed: a list read anew (the database's copy of the server's
 * answer) gives new objects with the same cards, and a phone should not redraw a page of them.
 */
export const ProfileCard = memo(CardView, (before, after) =>
  sameCard(before.profile, after.profile) && before.fictional === after.fictional && before.priority === after.priority
  && before.heading === after.heading && before.children === after.children);

function CardView({ profile, fictional, priority = 'lazy', heading: Heading = 'h3', children }: CardProps) {
  const { t } = useLingui();
  return (
    <article className="profile-card">
      <Link to="/members/$id" params={{ id: String(profile.id) }}>
        {profile.photo
          ? <img src={profile.photo.card} alt="" width="240" height="240" loading={priority === 'lazy' ? 'lazy' : 'eager'}
              fetchPriority={priority === 'first' ? 'high' : 'auto'} decoding="async" />
          : <span className="photo-placeholder" role="img" aria-label={t`No photo yet`} />}
        <Heading className="profile-card-name">
          {profile.name}, {profile.age}
        </Heading>
      </Link>
      {profile.city && <p className="profile-card-place">{profile.city}</p>}
      {children}
      {profile.fictional && <FictionalNotice {...fictional} compact />}
    </article>
  );
}
