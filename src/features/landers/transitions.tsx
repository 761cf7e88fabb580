import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { ProfileCard } from '../../../common/api/profiles';
import { slugWords } from '../../../common/rules/slug';
import { PageFrame } from '../../components/page-frame';
import { MemberPhoto, MemberTiles, SignupLink } from './lander-parts';
import './landers.css';

const SCENE_MS = 4_000;
const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * /landers/transitionsvideolanding/{theme?}: how it works, as three scenes that fade into each other.
 * They move on by themselves only for those who have not asked for less motion, and stop on a tap
 * (WCAG 2.2.2: moving content can be paused).
 */
export function TransitionsLander({ profiles, slug }: { profiles: ProfileCard[]; slug?: string }) {
  const { t } = useLingui();
  const theme = slugWords(slug);
  const [scene, setScene] = useState(0);
  const [playing, setPlaying] = useState(() => !reducedMotion());
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
          <button type="button" className="button" onClick={() => setPlaying(!playing)}>
            {playing ? <Trans>Pause</Trans> : <Trans>Play</Trans>}
          </button>
        </p>
        <SignupLink />
        <MemberTiles profiles={profiles} count={4} />
      </div>
    </PageFrame>
  );
}
