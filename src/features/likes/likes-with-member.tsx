import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { likeSeenAtom } from '../../atoms/likes';
import { refreshMemberAtom } from '../../atoms/members';
import { fictionalMarkingAtom } from '../../atoms/settings';
import { ProfileCard } from '../../components/profile-card';
import { PageFrame } from '../../components/page-frame';
import { likesWith } from '../../db/likes';
import { useLive } from '../../db/use-live';
import { LikeActions } from './like-actions';
import { LikesStatus } from './likes-status';
import { useLikes } from './use-likes';
import './likes.css';

/**
 * /likes/m/{id}: what is between the member and one other member: who liked whom and when, whether it
 * is a match, and the way to chat. Opening it shows the liker, so their like is seen from then on.
 */
export function LikesWithMember({ id }: { id: number }) {
  const { t, i18n } = useLingui();
  const { error, offline, refresh } = useLikes();
  const like = useLive((database) => likesWith(database, id), [id]);
  const fictional = useAtomValue(fictionalMarkingAtom);
  const likeSeen = useSetAtom(likeSeenAtom);
  const refreshMember = useSetAtom(refreshMemberAtom);

  // The profile is read as when it is opened: the server clears the new-like flag as it answers.
  useEffect(() => {
    void likeSeen(id);
    refreshMember(id).catch(() => {});
  }, [id, likeSeen, refreshMember]);

  const day = (iso: string) => i18n.date(iso, { dateStyle: 'long' });
  if (like === undefined) return <PageFrame title={t`Likes`}><p role="status"><Trans>Loading…</Trans></p></PageFrame>;
  if (like === null) {
    return (
      <PageFrame title={t`Likes`}>
        <LikesStatus error={error} offline={offline} onRetry={() => void refresh()} />
        <p className="notice"><Trans>There are no likes between you and this member.</Trans></p>
        <p className="actions">
          <Link to="/members/$id" params={{ id: String(id) }} className="button"><Trans>View profile</Trans></Link>
          <Link to="/likes" className="button"><Trans>All likes</Trans></Link>
        </p>
      </PageFrame>
    );
  }

  const { profile, sentAt, receivedAt } = like;
  const { name } = profile;
  const match = sentAt !== null && receivedAt !== null;
  const likedYouOn = receivedAt && day(receivedAt);
  const youLikedOn = sentAt && day(sentAt);
  return (
    <PageFrame title={t`You and ${name}`}>
      <LikesStatus error={error} offline={offline} onRetry={() => void refresh()} />
      <div className="likes-between">
        {fictional && <ProfileCard profile={profile} fictional={fictional} heading="h2" />}
        <div>
          {match && <p className="notice" role="status"><Trans>It's a match: you like each other.</Trans></p>}
          <ul className="likes-timeline">
            {likedYouOn && <li><Trans>{name} liked you on {likedYouOn}.</Trans></li>}
            {youLikedOn && <li><Trans>You liked {name} on {youLikedOn}.</Trans></li>}
          </ul>
          <LikeActions like={like} />
          <p><Link to="/members/$id" params={{ id: String(id) }}><Trans>View profile</Trans></Link></p>
        </div>
      </div>
      <p><Link to="/likes"><Trans>All likes</Trans></Link></p>
    </PageFrame>
  );
}
