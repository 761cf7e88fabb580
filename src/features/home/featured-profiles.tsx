import { useAtomValue } from 'jotai';
import type { ProfileCard as Card } from '../../../common/api/profiles';
import { localeAtom } from '../../atoms/locale';
import { settingsAtom } from '../../atoms/settings';
import { ProfileCard } from '../../components/profile-card';

/** A grid of member cards, each with the fictional label where it applies. */
export function FeaturedProfiles({ profiles }: { profiles: Card[] }) {
  const settings = useAtomValue(settingsAtom);
  const locale = useAtomValue(localeAtom);
  if (!settings || profiles.length === 0) return null;
  const fictional = {
    icon: settings.fictional_icon,
    label: settings.fictional_singular[locale] ?? '',
    warning: settings.fictional_warning[locale] ?? '',
  };
  return (
    <div className="profile-grid">
      {profiles.map((profile) => (
        <ProfileCard key={profile.id} profile={profile} fictional={fictional} />
      ))}
    </div>
  );
}
