import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import type { LikeType } from '../../../common/route-params';
import { ListEnd } from '../../components/list-end';
import { PageFrame } from '../../components/page-frame';
import { useLoadMore } from '../../components/use-load-more';
import { LikeGrid } from './like-grid';
import { LikesEmpty } from './likes-empty';
import { LikesStatus } from './likes-status';
import { LIKE_TYPE_TEXTS } from './likes-texts';
import { useLikes } from './use-likes';
import './likes.css';

/** Cards shown at first, and added each time the list nears its end. */
const PAGE = 24;

/** /likes/{type}: every like of one kind, from Dexie, shown page by page as the member scrolls (the list rule). */
export function LikesList({ type }: { type: LikeType }) {
  const { i18n } = useLingui();
  const { likes, error, offline, refresh } = useLikes();
  const [shown, setShown] = useState(PAGE);
  const list = likes?.[type] ?? [];
  const hasMore = list.length > shown;
  // The likes are on the device already: the next page never fails, it only keeps the page light.
  const loadMore = useCallback(async () => setShown((n) => n + PAGE), []);
  const more = useLoadMore(hasMore, loadMore, Math.min(shown, list.length));

  return (
    <PageFrame title={i18n._(LIKE_TYPE_TEXTS[type].title)}>
      <p><Link to="/likes"><Trans>All likes</Trans></Link></p>
      <LikesStatus error={error} offline={offline} onRetry={() => void refresh()} />
      {likes === undefined ? (
        <p role="status"><Trans>Loading…</Trans></p>
      ) : list.length === 0 ? (
        <LikesEmpty type={type} />
      ) : (
        <>
          <LikeGrid likes={list.slice(0, shown)} heading="h2" />
          <ListEnd {...more} hasMore={hasMore} loading={<Trans>Loading more likes…</Trans>} />
        </>
      )}
    </PageFrame>
  );
}
