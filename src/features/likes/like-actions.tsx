import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { setLikeAtom } from '../../atoms/members';
import type { ListedLike } from '../../db/likes';
import { useProblemText } from '../../i18n/problem-text';

/**
 * Under a card of the likes pages: whether the like is new, and what the member can do: like back a
 * member who liked them, take back their own like, write a message, or see all between them.
 */
export function LikeActions({ like }: { like: ListedLike }) {
  const { t } = useLingui();
  const { errorText } = useProblemText();
  const setLike = useSetAtom(setLikeAtom);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const { profile } = like;
  const { name } = profile;
  const id = String(profile.id);
  const liked = like.sentAt !== null;

  const press = async () => {
    setBusy(true);
    setError(null);
    try {
      await setLike({ profile, like: !liked });
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="like-actions">
      {like.isNew && <span className="like-new"><Trans>New</Trans></span>}
      <button type="button" className="button" disabled={busy} onClick={() => void press()} aria-label={liked ? t`Unlike ${name}` : t`Like ${name} back`}>
        {liked ? <Trans>Unlike</Trans> : <Trans>Like back</Trans>}
      </button>
      <Link to="/members/$id/chat" params={{ id }} className="button" aria-label={t`Send ${name} a message`}><Trans>Message</Trans></Link>
      <Link to="/likes/m/$id" params={{ id }} className="like-details"><Trans>Details</Trans></Link>
      {error !== null && <p className="form-error" role="alert">{errorText(error)}</p>}
    </div>
  );
}
