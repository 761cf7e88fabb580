import { useAtomValue } from 'jotai';
import { fictionalMarkingAtom } from '../../atoms/settings';
import type { CardHeading } from '../../components/profile-card';
import { ProfileGrid } from '../../components/profile-grid';
import type { ListedLike } from '../../db/likes';
import { LikeActions } from './like-actions';

/** Likes as member cards, each with its actions, in the order given. */
export function LikeGrid({ likes, heading }: { likes: ListedLike[]; heading?: CardHeading }) {
  const fictional = useAtomValue(fictionalMarkingAtom);
  const byId = new Map(likes.map((like) => [like.profile.id, like]));
  return <ProfileGrid profiles={likes.map((like) => like.profile)} fictional={fictional} note={(profile) => <LikeActions like={byId.get(profile.id)!} />} leading heading={heading} />;
}
