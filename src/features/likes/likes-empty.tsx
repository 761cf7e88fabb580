import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { LikeType } from '../../../common/route-params';
import { LIKE_TYPE_TEXTS } from './likes-texts';

/** An empty list of likes says why, and leads to where likes come from: the search and the swipe game. */
export function LikesEmpty({ type }: { type: LikeType }) {
  const { i18n } = useLingui();
  return (
    <div className="likes-empty">
      <p>{i18n._(LIKE_TYPE_TEXTS[type].empty)}</p>
      <p className="actions">
        <Link to="/members" className="button button-primary"><Trans>Search members</Trans></Link>
        <Link to="/swipe-game" className="button"><Trans>Play the swipe game</Trans></Link>
      </p>
    </div>
  );
}
