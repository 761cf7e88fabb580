import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import type { ProfileCard } from '../../../common/api/profiles';
import { fictionalMarkingAtom } from '../../atoms/settings';
import { PageFrame } from '../../components/page-frame';
import { ProfileGrid } from '../../components/profile-grid';
import { SignupForm } from './signup-form';

/** How many members of the visitor's country stand beside the form. */
const SHOWN = 6;

/** The signup variant that shows members of the visitor's country beside the form. */
export function SignupMatchesPage({ profiles }: { profiles: ProfileCard[] }) {
  const { t } = useLingui();
  const fictional = useAtomValue(fictionalMarkingAtom);
  return (
    <PageFrame title={t`Sign up and meet them`}>
      <div className="signup-matches">
        <SignupForm />
        <section aria-labelledby="matches-heading">
          <h2 id="matches-heading"><Trans>Members near you</Trans></h2>
          <ProfileGrid profiles={profiles.slice(0, SHOWN)} fictional={fictional} leading />
        </section>
      </div>
    </PageFrame>
  );
}
