import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { ProfileCard } from '../../../common/api/profiles';
import { PageFrame } from '../../components/page-frame';
import { MemberPhoto, MemberTiles, PlayPause, prefersReducedMotion, SignupLink } from './lander-parts';
import './landers.css';
import { useLanderTheme } from './lander-theme';

const SCENE_MS = 4_000;

/**
 * /landers/transitionsvideolanding/{theme?}: how it works, as three scenes that fade into each other.
 * They move on by themselves only for those who have not asked for less motion, and stop on a tap
 * (WCAG 2.2.2: moving content can be paused).
 */
export function TransitionsLander({ profiles, slug }: { profiles: ProfileCard[]; slug?: string }) {
  const { t } = useLingui();
  const theme = useLanderTheme(slug);
  const [scene, setScene] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setScene((current) => (current + 1) % 3), SCENE_MS);
    return () => clearInterval(timer);
  }, [playing]);
  const [first, second] = profiles.filter((profile) => profile.photo);
  const scenes = [
    { title: t`Browse`, text: t`See who joined near you.` },
    { title: t`Like`, text: t`Like someone. When they like you back, it is a match.` },
    { title: t`Chat`, text: t`Write to each other, and take it from there.` },
  ];
  return (
    <PageFrame title={theme ? t`${theme}: three steps to a date` : t`Three steps to a date`}>
      <div className="lander">
        <div className="scenes" aria-live={playing ? 'off' : 'polite'}>
          {scenes.map(({ title, text }, index) => (
            <section key={title} className="scene" data-scene={index} data-shown={index === scene} aria-hidden={index !== scene}>
              <div className="scene-picture">
                {index === 0 && first && <MemberPhoto profile={first} priority="first" size={320} />}
                {index === 1 && <span className="scene-heart" aria-hidden="true">♥</span>}
                {index === 2 && second && <MemberPhoto profile={second} size={320} />}
              </div>
              <h2>{index + 1}. {title}</h2>
              <p>{text}</p>
            </section>
          ))}
        </div>
        <p className="scene-controls">
          {scenes.map(({ title }, index) => (
            <button key={title} type="button" className="scene-dot" aria-pressed={index === scene} aria-label={title}
              onClick={() => { setScene(index); setPlaying(false); }} />
          ))}
          <PlayPause playing={playing} onChange={setPlaying} />
        </p>
        <SignupLink />
        <MemberTiles profiles={profiles} count={4} />
      </div>
    </PageFrame>
  );
}
