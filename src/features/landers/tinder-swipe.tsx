import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type PointerEvent } from 'react';
import type { ProfileCard } from '../../../common/api/profiles';
import { PageFrame } from '../../components/page-frame';
import { FictionalMark, MemberPhoto, SignupLink } from './lander-parts';
import './landers.css';

/** How far (px) a card is dragged before it counts as a swipe. */
const SWIPE_PX = 90;
/** After this many likes, the deck asks the visitor to sign up to see who likes them back. */
const LIKES_BEFORE_SIGNUP = 3;

/**
 * /landers/tinderswipe: a deck of the newest members to swipe, by finger, mouse, keyboard or the
 * buttons. The likes are the visitor's taste, not sent (a visitor cannot like: docs/product/roles.md#visitors).
 */
export function TinderSwipeLander({ profiles }: { profiles: ProfileCard[] }) {
  const { t } = useLingui();
  const deck = profiles.filter((profile) => profile.photo);
  const [position, setPosition] = useState(0);
  const [likes, setLikes] = useState(0);
  const [drag, setDrag] = useState(0);
  const start = useRef<number | null>(null);
  const current = deck[position];
  const done = !current || likes >= LIKES_BEFORE_SIGNUP;

  const decide = (like: boolean) => {
    setDrag(0);
    if (like) setLikes(likes + 1);
    setPosition(position + 1);
  };
  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX;
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (start.current !== null) setDrag(event.clientX - start.current);
  };
  const onPointerUp = () => {
    start.current = null;
    if (Math.abs(drag) >= SWIPE_PX) decide(drag > 0);
    else setDrag(0);
  };

  return (
    <PageFrame title={t`Swipe, match, chat`}>
      <div className="lander lander-swipe">
        {done ? (
          <section className="swipe-done" aria-live="polite">
            <h2><Plural value={likes} one="You liked # member" other="You liked # members" /></h2>
            <p><Trans>Sign up for free to like them for real, see who likes you back and write to them.</Trans></p>
            <SignupLink />
          </section>
        ) : (
          <>
            <p className="lead"><Trans>Swipe right if you like them, left if not.</Trans> <span className="keyboard-hint"><Trans>Or use the arrow keys.</Trans></span></p>
            <div className="swipe-deck" tabIndex={0} aria-label={t`Members to swipe`}
              onKeyDown={(event) => {
                if (event.key === 'ArrowRight') decide(true);
                if (event.key === 'ArrowLeft') decide(false);
              }}>
              <article key={current.id} className="swipe-card" style={{ transform: `translateX(${drag}px) rotate(${drag / 20}deg)` }}
                onPointerDown={onPointerDown} onPointerMove={onPointerMove} onPointerUp={onPointerUp} onPointerCancel={() => setDrag(0)}>
                <MemberPhoto profile={current} size={360} priority={position === 0 ? 'first' : 'eager'} />
                <h2>{current.name}, {current.age}</h2>
                {current.city && <p>{current.city}</p>}
                <FictionalMark profile={current} />
              </article>
            </div>
            <p className="actions swipe-buttons">
              <button type="button" className="button" onClick={() => decide(false)}><Trans>Pass</Trans></button>
              <button type="button" className="button button-primary" onClick={() => decide(true)}><Trans>Like</Trans></button>
            </p>
            <p><SignupLink className="lander-skip"><Trans>Skip the game and sign up for free</Trans></SignupLink></p>
          </>
        )}
      </div>
    </PageFrame>
  );
}
