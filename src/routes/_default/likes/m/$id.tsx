import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { LikesWithMember } from '../../../../features/likes/likes-with-member';
import { loginIfLoggedOut } from '../../../-lib/guards';
import { validParams } from '../../../-lib/params';

export const Route = createFileRoute('/_default/likes/m/$id')({
  params: validParams('id'),
  beforeLoad: loginIfLoggedOut,
  component: LikesWithMemberPage,
});

const route = getRouteApi('/_default/likes/m/$id');

function LikesWithMemberPage() {
  const id = Number(route.useParams().id);
  // A page per member: its state starts over when another member is opened.
  return <LikesWithMember key={id} id={id} />;
}
