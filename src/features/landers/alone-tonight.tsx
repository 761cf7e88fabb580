import { Trans, useLingui } from '@lingui/react/macro';
import type { ProfileCard } from '../../../common/api/profiles';
import { slugWords } from '../../../common/rules/slug';
import { PageFrame } from '../../components/page-frame';
import { MemberTiles, SignupLink } from './lander-parts';
import './landers.css';

/** /landers/alonetonight/{place?}: an evening page, in the dark, for those who would rather not be alone. */
export function AloneTonightLander({ profiles, slug }: { profiles: ProfileCard[]; slug?: string }) {
  const { t } = useLingui();
  const place = slugWords(slug);
  return (
    <div className="lander-night">
      <PageFrame title={place ? t`Alone tonight in ${place}?` : t`Alone tonight?`}>
        <div className="lander">
          <p className="lead"><Trans>Others are too. Say hello to someone new before the night is over.</Trans></p>
          <SignupLink><Trans>Find company tonight</Trans></SignupLink>
          <h2><Trans>Singles who joined recently</Trans></h2>
          <MemberTiles profiles={profiles} count={8} leading />
        </div>
      </PageFrame>
    </div>
  );
}
