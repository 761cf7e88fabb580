import { Trans, useLingui } from '@lingui/react/macro';
import type { ProfileCard } from '../../../common/api/profiles';
import { PageFrame } from '../../components/page-frame';
import { MemberTiles, SignupLink } from './lander-parts';
import './landers.css';

/** /landers/whoneedsstrings: casual dating, said in big type, with what the site really lets you do. */
export function WhoNeedsStringsLander({ profiles }: { profiles: ProfileCard[] }) {
  const { t } = useLingui();
  return (
    <PageFrame title={t`Who needs strings?`}>
      <div className="lander lander-strings">
        <p className="lead lander-big"><Trans>No strings, no drama. Just people who want to meet.</Trans></p>
        <ul className="lander-points" role="list">
          <li><strong><Trans>Free to join</Trans></strong> <Trans>Create your profile and look around without paying.</Trans></li>
          <li><strong><Trans>You decide the pace</Trans></strong> <Trans>Like someone, and when they like you back it is a match.</Trans></li>
          <li><strong><Trans>Always in control</Trans></strong> <Trans>Block anyone with one tap: you will not see each other again.</Trans></li>
        </ul>
        <SignupLink />
        <h2><Trans>Singles who joined recently</Trans></h2>
        <MemberTiles profiles={profiles} count={6} />
      </div>
    </PageFrame>
  );
}
