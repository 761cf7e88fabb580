import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import type { ProfileCard as Card } from '../../../common/api/profiles';
import { localeAtom } from '../../atoms/locale';
import { settingsAtom } from '../../atoms/settings';
import { PageFrame } from '../../components/page-frame';
import { ProfileCard } from '../../components/profile-card';

/** The front door: what the site is, the way in, and some of the people already here. */
export function HomePage({ profiles }: { profiles: Card[] }) {
  const { t } = useLingui();
  const settings = useAtomValue(settingsAtom);
  const locale = useAtomValue(localeAtom);
  const fictional = settings && {
    icon: settings.fictional_icon,
    label: settings.fictional_singular[locale] ?? '',
    warning: settings.fictional_warning[locale] ?? '',
  };

  return (
    <PageFrame title={t`Meet singles near you`}>
      <section className="hero" aria-labelledby="hero-lead">
        <p id="hero-lead" className="lead">
          <Trans>Find singles near you, like profiles and chat with your matches.</Trans>
        </p>
        <p className="actions">
          <Link to="/signup" className="button button-primary"><Trans>Sign up for free</Trans></Link>
          <Link to="/members" className="button"><Trans>Browse members</Trans></Link>
        </p>
        <p>
          <Trans>Already a member?</Trans> <Link to="/login"><Trans>Log in</Trans></Link>
        </p>
      </section>
      {profiles.length > 0 && fictional && (
        <section aria-labelledby="newest-members">
          <h2 id="newest-members"><Trans>Newest members</Trans></h2>
          <div className="profile-grid">
            {profiles.map((profile) => (
              <ProfileCard key={profile.id} profile={profile} fictional={fictional} />
            ))}
          </div>
        </section>
      )}
    </PageFrame>
  );
}
