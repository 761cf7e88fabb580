import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import type { ProfileCard as Card } from '../../common/api/profiles';
import { localeAtom } from '../atoms/locale';
import { settingsAtom } from '../atoms/settings';
import { ProfileCard, type FictionalMarking } from './profile-card';

/** The fictional icon, label and warning of the settings, in the member's language. */
export function useFictionalMarking(): FictionalMarking | null {
  const settings = useAtomValue(settingsAtom);
  const locale = useAtomValue(localeAtom);
  if (!settings) return null;
  return {
    icon: settings.fictional_icon,
    label: settings.fictional_singular[locale] ?? '',
    warning: settings.fictional_warning[locale] ?? '',
  };
}

/** A grid of member cards, each with the fictional label where it applies and an optional note. */
export function ProfileGrid({ profiles, note }: { profiles: Card[]; note?: (profile: Card) => ReactNode }) {
  const fictional = useFictionalMarking();
  if (!fictional || profiles.length === 0) return null;
  return (
    <div className="profile-grid">
      {profiles.map((profile) => (
        <ProfileCard key={profile.id} profile={profile} fictional={fictional}>{note?.(profile)}</ProfileCard>
      ))}
    </div>
  );
}
