import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ProfileCard } from '../../../common/api/profiles';
import { PageFrame } from '../../components/page-frame';
import { MemberPhoto, PlayPause, prefersReducedMotion, SignupLink } from './lander-parts';
import './landers.css';
import { useLanderTheme } from './lander-theme';


/**
 * /landers/video/{theme?}: a short looping clip, made of the newest members' photos in a phone frame
 * (CSS animation, no video file to download). It can be paused, and starts paused for those who
 * asked for less motion.
 */
export function VideoLander({ profiles, slug }: { profiles: ProfileCard[]; slug?: string }) {
  const { t } = useLingui();
  const theme = useLanderTheme(slug);
  const frames = profiles.filter((profile) => profile.photo).slice(0, 4);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  return (
    <PageFrame title={theme ? t`${theme}: press play on your love life` : t`Press play on your love life`}>
      <div className="lander lander-video">
        <figure className="reel" data-playing={playing} style={{ ['--frames' as string]: frames.length }}>
          <div className="reel-screen">
            {frames.map((profile, index) => (
              <div key={profile.id} className="reel-frame" style={{ ['--index' as string]: index }}>
                <MemberPhoto profile={profile} size={360} priority={index === 0 ? 'first' : 'eager'} />
                <span className="reel-caption">{profile.name}, {profile.age}</span>
              </div>
            ))}
            <span className="reel-match" aria-hidden="true"><Trans>It&apos;s a match!</Trans></span>
          </div>
          <figcaption className="visually-hidden"><Trans>A short clip of the photos of members who joined recently.</Trans></figcaption>
        </figure>
        <PlayPause playing={playing} onChange={setPlaying} />
        <p className="lead"><Trans>Real conversations start with one message. Sign up for free and send yours.</Trans></p>
        <SignupLink />
      </div>
    </PageFrame>
  );
}
