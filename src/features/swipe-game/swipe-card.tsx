import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import type { ProfileCard } from '../../../common/api/profiles';
import { fictionalMarkingAtom } from '../../atoms/settings';
import { FictionalNotice } from '../../components/fictional-notice';
import { useSwipeDrag } from './use-swipe-drag';

/**
 * The top card of the swipe game and what decides it: a drag, the buttons, or (said only where there
 * is a keyboard, swipe-game.css) the arrow keys. The name and place lie over the photo, so the card
 * and its buttons fit a phone's screen together.
 */
export function SwipeCard({ card, canLike, onDecide }: { card: ProfileCard; canLike: boolean; onDecide: (like: boolean) => void }) {
  const { t } = useLingui();
  const fictional = useAtomValue(fictionalMarkingAtom);
  const { offset, handlers } = useSwipeDrag(onDecide, true);
  const { name, age } = card;
  const leaning = offset > 0 ? 'like' : offset < 0 ? 'pass' : undefined;
  return (
    <div className="swipe-stage">
      <article
        className="swipe-card"
        aria-label={t`${name}, ${age}`}
        data-leaning={leaning}
        style={offset ? { transform: `translateX(${offset}px) rotate(${offset / 20}deg)` } : undefined}
        {...handlers}
      >
        {card.photo
          ? <img src={card.photo.card} alt="" width="480" height="480" draggable={false} />
          : <span className="photo-placeholder" role="img" aria-label={t`No photo yet`} />}
        <div className="swipe-card-text">
          <h2>{name}, {age}</h2>
          {card.city && <p>{card.city}</p>}
          {card.fictional && fictional && <FictionalNotice {...fictional} compact />}
          <Link to="/members/$id" params={{ id: String(card.id) }} className="swipe-card-profile"><Trans>View profile</Trans></Link>
        </div>
      </article>
      <p className="swipe-buttons">
        <button type="button" className="button swipe-pass" onClick={() => onDecide(false)} aria-label={t`Pass on ${name}`}>
          <span aria-hidden="true">✕</span> <Trans>Pass</Trans>
        </button>
        <button type="button" className="button button-primary swipe-like" disabled={!canLike} onClick={() => onDecide(true)} aria-label={t`Like ${name}`}>
          <span aria-hidden="true">♥</span> <Trans>Like</Trans>
        </button>
      </p>
      <p className="swipe-keys keyboard-hint"><Trans>With the keyboard: ← to pass, → to like.</Trans></p>
    </div>
  );
}
