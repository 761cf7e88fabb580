import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ProfileCard as Card } from '../../common/api/profiles';
import { FictionalNotice } from './fictional-notice';

/** A member in a grid: photo, name, age and town; fictional members always carry the marker. */
export interface FictionalMarking {
  icon: string;
  label: string;
  warning: string;
}

/** How a card's photo loads: `first` for the largest thing a page paints first (its LCP), `eager` for the rest in view. */
export type PhotoPriority = 'first' | 'eager' | 'lazy';

export function ProfileCard({ profile, fictional, priority = 'lazy', children }: {
  profile: Card; fictional: FictionalMarking; priority?: PhotoPriority; children?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <article className="profile-card">
      <Link to="/members/$id" params={{ id: String(profile.id) }}>
        {profile.photo
          ? <img src={profile.photo.card} alt="" width="240" height="240" loading={priority === 'lazy' ? 'lazy' : 'eager'}
              fetchPriority={priority === 'first' ? 'high' : 'auto'} decoding="async" />
          : <span className="photo-placeholder" role="img" aria-label={t`No photo yet`} />}
        <h3>
          {profile.name}, {profile.age}
        </h3>
      </Link>
      {profile.city && <p className="profile-card-place">{profile.city}</p>}
      {children}
      {profile.fictional && <FictionalNotice {...fictional} compact />}
    </article>
  );
}
