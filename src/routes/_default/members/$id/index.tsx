import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { MemberProfile } from '../../../../features/member-profile/member-profile';
import { validParams } from '../../../-lib/params';

export const Route = createFileRoute('/_default/members/$id/')({
  params: validParams('id'),
  component: MemberPage,
});

const route = getRouteApi('/_default/members/$id/');

function MemberPage() {
  const { id } = route.useParams();
  return <MemberProfile key={id} id={Number(id)} />;
}
