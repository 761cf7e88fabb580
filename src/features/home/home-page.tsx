import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import type { ProfileCard as Card } from '../../../common/api/profiles';
import { fictionalMarkingAtom } from '../../atoms/settings';
import { openSignupAtom } from '../../atoms/signup';
import { OpenSignupButton } from '../../components/open-signup-button';
import { PageFrame } from '../../components/page-frame';
import { ProfileGrid } from '../../components/profile-grid';

/** The front door: what the site is, the way in, and some of the people already here. */
export function HomePage({ profiles }: { profiles: Card[] }) {
  const { t } = useLingui();
  const openSignup = useSetAtom(openSignupAtom);
  const fictional = useAtomValue(fictionalMarkingAtom);
  return (
    <PageFrame title={t`Meet singles near you`}>
      <section className="hero" aria-labelledby="hero-lead">
        <p id="hero-lead" className="lead">
          <Trans>Find singles near you, like profiles and chat with your matches.</Trans>
        </p>
        <p className="actions">
          <OpenSignupButton onClick={openSignup} />
          <Link to="/members" className="button"><Trans>Browse members</Trans></Link>
        </p>
        <p>
          <Trans>Already a member?</Trans> <Link to="/login"><Trans>Log in</Trans></Link>
        </p>
      </section>
      {profiles.length > 0 && (
        <section aria-labelledby="newest-members">
          <h2 id="newest-members"><Trans>Newest members</Trans></h2>
          <ProfileGrid profiles={profiles} fictional={fictional} leading />
        </section>
      )}
    </PageFrame>
  );
}
