import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { profileLanderData } from '../../../../features/landers/lander-data';
import { ProfileLanding, ProfileLanderOffline } from '../../../../features/landers/profile-landers';
import { validParams } from '../../../-lib/params';

export const Route = createFileRoute('/_lander/members/$id/landing')({
  params: validParams('id'),
  loader: ({ params }) => profileLanderData(Number(params.id)),
  component: Landing,
});

const route = getRouteApi('/_lander/members/$id/landing');

function Landing() {
  const { profile, others } = route.useLoaderData();
  return profile ? <ProfileLanding profile={profile} others={others} /> : <ProfileLanderOffline others={others} />;
}
