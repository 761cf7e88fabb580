import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import type { LikeType } from '../../../../common/route-params';
import { LikesList } from '../../../features/likes/likes-list';
import { loginIfLoggedOut } from '../../-lib/guards';
import { validParams } from '../../-lib/params';

export const Route = createFileRoute('/_default/likes/$type')({
  params: validParams('type'),
  beforeLoad: loginIfLoggedOut,
  component: LikesOfType,
});

const route = getRouteApi('/_default/likes/$type');

function LikesOfType() {
  return <LikesList type={route.useParams().type as LikeType} />;
}
