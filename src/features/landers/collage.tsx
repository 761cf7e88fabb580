import { Trans, useLingui } from '@lingui/react/macro';
import type { ProfileCard } from '../../../common/api/profiles';
import { PageFrame } from '../../components/page-frame';
import { FictionalMark, MemberPhoto, SignupLink, WriteToLink } from './lander-parts';
import './landers.css';
import { useLanderTheme } from './lander-theme';

/** /landers/collagelanding/{theme?}: the members as a collage of pinned photos, big and small. */
export function CollageLander({ profiles, slug }: { profiles: ProfileCard[]; slug?: string }) {
  const { t } = useLingui();
  const theme = useLanderTheme(slug);
  return (
    <PageFrame title={theme ? t`${theme}: singles who want to meet` : t`Singles who want to meet`}>
      <div className="lander">
        <p className="lead"><Trans>Every photo is someone who joined recently. Tap one to write to them; your first message is free.</Trans></p>
        <ul className="collage" role="list">
          {profiles.slice(0, 9).map((profile, index) => (
            <li key={profile.id} className="collage-item">
              <WriteToLink profile={profile}>
                <MemberPhoto profile={profile} priority={index === 0 ? 'first' : index < 5 ? 'eager' : 'lazy'} />
                <span className="collage-name">{profile.name}, {profile.age}</span>
              </WriteToLink>
              <FictionalMark profile={profile} />
            </li>
          ))}
        </ul>
        <SignupLink />
      </div>
    </PageFrame>
  );
}
