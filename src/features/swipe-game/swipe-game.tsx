import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProfileCard } from '../../../common/api/profiles';
import { SWIPE_GAME_DAILY_LIKES } from '../../../common/constants';
import { formatCountdown } from '../../../common/rules/countdown';
import { loadSwipeStackAtom, swipeAtom } from '../../atoms/swipe-game';
import { PageFrame } from '../../components/page-frame';
import { useSecondsLeft } from '../../components/use-seconds-left';
import { problemOf, useProblemText } from '../../i18n/problem-text';
import { SwipeCard } from './swipe-card';
import './swipe-game.css';

/** With this few cards left, the next ones are asked for. */
const REFILL_AT = 3;

interface Game {
  cards: ProfileCard[];
  likesLeft: number;
  resetsAt: string;
}

/**
 * The swipe game (docs/product/limits.md#swipe-game): one member's card at a time, liked or passed by a swipe (finger or
 * mouse), by the buttons or by the arrow keys. Likes are real, 4 a day, counted by the server; when
 * they are used up a countdown to the member's midnight ticks, and passing goes on.
 */
export function SwipeGame() {
  const { t } = useLingui();
  const { errorText } = useProblemText();
  const loadStack = useSetAtom(loadSwipeStackAtom);
  const sendSwipe = useSetAtom(swipeAtom);
  const [game, setGame] = useState<Game | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [told, setTold] = useState('');
  const asking = useRef(false);

  /** Adds the next cards behind the ones still in the stack, each member once. */
  const refill = useCallback(async () => {
    if (asking.current) return;
    asking.current = true;
    try {
      const stack = await loadStack();
      setError(null);
      setGame((current) => {
        const kept = current?.cards ?? [];
        const ids = new Set(kept.map((card) => card.id));
        return { cards: [...kept, ...stack.profiles.filter((card) => !ids.has(card.id))], likesLeft: stack.likes_left, resetsAt: stack.resets_at };
      });
    } catch (caught) {
      setError(caught);
    } finally {
      asking.current = false;
    }
  }, [loadStack]);

  useEffect(() => {
    // refill() sets state only after its first await, never during this effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void refill();
    window.addEventListener('online', refill);
    return () => window.removeEventListener('online', refill);
  }, [refill]);

  const secondsLeft = useSecondsLeft(game && game.likesLeft === 0 ? game.resetsAt : null);
  // A new day: the likes are back.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (secondsLeft === 0) void refill();
  }, [secondsLeft, refill]);

  const card = game?.cards[0];
  const canLike = (game?.likesLeft ?? 0) > 0;

  const decide = useCallback(async (like: boolean) => {
    if (!game || !card) return;
    if (like && !canLike) {
      setTold(t`No likes left today. You can still pass.`);
      return;
    }
    // The card goes at once; it comes back if the server refuses.
    setGame({ ...game, cards: game.cards.slice(1) });
    setError(null);
    const next = game.cards[1];
    const { name } = card;
    const done = like ? t`You liked ${name}.` : t`You passed on ${name}.`;
    const { name: nextName, age: nextAge } = next ?? { name: '', age: 0 };
    setTold(next ? `${done} ${t`Next: ${nextName}, ${nextAge}.`}` : done);
    try {
      const result = await sendSwipe({ profile: card, like });
      setGame((current) => current && { ...current, likesLeft: result.likes_left, resetsAt: result.resets_at });
      if (game.cards.length - 1 <= REFILL_AT) void refill();
    } catch (caught) {
      const problem = problemOf(caught);
      setGame((current) => current && {
        ...current,
        cards: [card, ...current.cards.filter((other) => other.id !== card.id)],
        ...(problem?.code === 'swipe_limit' ? { likesLeft: 0, resetsAt: String(problem.params.resets_at) } : {}),
      });
      setError(caught);
      setTold('');
    }
  }, [game, card, canLike, sendSwipe, refill, t]);

  // The arrow keys decide, unless the member is typing somewhere.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLElement && event.target.closest('input, textarea, select, [contenteditable]')) return;
      if (event.key === 'ArrowRight') void decide(true);
      else if (event.key === 'ArrowLeft') void decide(false);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [decide]);

  const likes = SWIPE_GAME_DAILY_LIKES;
  const left = game?.likesLeft ?? 0;
  const countdown = formatCountdown(secondsLeft ?? 0);
  return (
    <PageFrame title={t`Swipe game`}>
      {error !== null && problemOf(error)?.code !== 'swipe_limit' && (
        <p className="notice" role="alert">
          {navigator.onLine === false ? <Trans>You are offline. The swipe game needs a connection.</Trans> : errorText(error)}{' '}
          <button type="button" className="button" onClick={() => void refill()}><Trans>Try again</Trans></button>
        </p>
      )}
      {game && (
        <p className="swipe-likes-left" role="status">
          {left > 0
            ? <Plural value={left} one="# like left today" other="# likes left today" />
            : <Trans>No likes left today. New likes in <time className="countdown">{countdown}</time></Trans>}
        </p>
      )}
      <p className="visually-hidden" aria-live="polite">{told}</p>
      {game === null ? (
        error === null && <p role="status"><Trans>Loading…</Trans></p>
      ) : card ? (
        <SwipeCard key={card.id} card={card} canLike={canLike} onDecide={(like) => void decide(like)} />
      ) : (
        <div className="swipe-empty">
          <p><Trans>You have seen everyone who suits you for now. New members join every day.</Trans></p>
          <p className="actions"><Link to="/members" className="button button-primary"><Trans>Search members</Trans></Link></p>
        </div>
      )}
      {/* Below the card: on a phone the card and its buttons come first, on one screen. */}
      <p className="page-note"><Trans>Like or pass, one member at a time: swipe right to like, left to pass, or use the buttons. You can give <Plural value={likes} one="# like" other="# likes" /> a day.</Trans></p>
    </PageFrame>
  );
}
