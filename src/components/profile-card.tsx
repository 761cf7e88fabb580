import { Link } from '@tanstack/react-router';
import type { ProfileCard as Card } from '../../common/api/profiles';
import { FictionalNotice } from './fictional-notice';

/** A member in a grid: photo, name, age and town; fictional members always carry the marker. */
export interface FictionalMarking {
  icon: string;
  label: string;
  warning: string;
}

export function ProfileCard({ profile, fictional }: { profile: Card; fictional: FictionalMarking }) {
  return (
    <article className="profile-card">
      <Link to="/members/$id" params={{ id: String(profile.id) }}>
        {profile.photo && <img src={profile.photo.card} alt="" width="240" height="240" loading="lazy" decoding="async" />}
        <h3>
          {profile.name}, {profile.age}
        </h3>
      </Link>
      {profile.city && <p className="profile-card-place">{profile.city}</p>}
      {profile.fictional && <FictionalNotice {...fictional} compact />}
    </article>
  );
}
