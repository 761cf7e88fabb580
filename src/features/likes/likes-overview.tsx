import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { LikeType } from '../../../common/route-params';
import { PageFrame } from '../../components/page-frame';
import { LikeGrid } from './like-grid';
import { LikesEmpty } from './likes-empty';
import { LikesStatus } from './likes-status';
import { LIKE_TYPE_TEXTS } from './likes-texts';
import { useLikes } from './use-likes';
import './likes.css';

/** How many of each kind the overview shows before "See all". */
const PREVIEW = 6;
/** Who liked the member first: that is what they come to see; then the matches, then their own likes. */
const SECTIONS: LikeType[] = ['received', 'matches', 'sent'];

/** /likes: who liked the member, the matches, and whom the member liked, a few of each. */
export function LikesOverview() {
  const { t, i18n } = useLingui();
  const { likes, error, offline, refresh } = useLikes();
  return (
    <PageFrame title={t`Likes`}>
      <LikesStatus error={error} offline={offline} onRetry={() => void refresh()} />
      {likes === undefined ? (
        <p role="status"><Trans>Loading…</Trans></p>
      ) : (
        SECTIONS.map((type) => {
          const list = likes[type];
          const count = list.length;
          return (
            <section key={type} aria-labelledby={`likes-${type}`} className="likes-section">
              <h2 id={`likes-${type}`}>
                {i18n._(LIKE_TYPE_TEXTS[type].title)} <span className="likes-count">({count})</span>
              </h2>
              {count === 0 ? <LikesEmpty type={type} /> : <LikeGrid likes={list.slice(0, PREVIEW)} />}
              {count > PREVIEW && (
                <p>
                  <Link to="/likes/$type" params={{ type }} className="button"><Plural value={count} one="See all # like" other="See all # likes" /></Link>
                </p>
              )}
            </section>
          );
        })
      )}
    </PageFrame>
  );
}
