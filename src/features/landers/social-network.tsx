import { Trans, useLingui } from '@lingui/react/macro';
import type { ProfileCard } from '../../../common/api/profiles';
import { PageFrame } from '../../components/page-frame';
import { FictionalMark, MemberPhoto, SignupLink, WriteToLink } from './lander-parts';
import './landers.css';
import { useLanderTheme } from './lander-theme';

/**
 * /landers/socialnetwork/{theme?}: the site as a social feed. Each post says only what is true of the
 * member (they joined, where, their photo); nothing is put in their mouth.
 */
export function SocialNetworkLander({ profiles, slug }: { profiles: ProfileCard[]; slug?: string }) {
  const { t } = useLingui();
  const theme = useLanderTheme(slug);
  return (
    <PageFrame title={theme ? t`${theme}: what is new` : t`What is new in your area`}>
      <div className="lander lander-feed">
        <p className="feed-composer">
          <Trans>Make your profile, and see who likes it.</Trans> <SignupLink><Trans>Create your profile</Trans></SignupLink>
        </p>
        <ol className="feed" role="list">
          {profiles.slice(0, 8).map((profile, index) => {
            const { name, age, city } = profile;
            return (
              <li key={profile.id}>
                <article className="feed-post">
                  <header>
                    <span className="feed-avatar"><MemberPhoto profile={profile} size={48} priority={index < 3 ? 'eager' : 'lazy'} /></span>
                    <h2>{name}, {age}</h2>
                    <FictionalMark profile={profile} />
                  </header>
                  <p>{city ? <Trans>Joined recently · {city}</Trans> : <Trans>Joined recently</Trans>}</p>
                  {profile.photo && <MemberPhoto profile={profile} size={480} priority={index === 0 ? 'first' : 'lazy'} />}
                  <footer className="feed-actions">
                    <WriteToLink profile={profile} className="button"><Trans>Say hi to {name}</Trans></WriteToLink>
                  </footer>
                </article>
              </li>
            );
          })}
        </ol>
        <SignupLink />
      </div>
    </PageFrame>
  );
}
