import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { profileLanderData } from '../../../../../features/landers/lander-data';
import { ProfileLanding2, ProfileLanderOffline } from '../../../../../features/landers/profile-landers';
import { validParams } from '../../../../-lib/params';

export const Route = createFileRoute('/_lander/members/$id/landing2/{-$slug}')({
  params: validParams('id', 'slug'),
  loader: ({ params }) => profileLanderData(Number(params.id)),
  component: Landing,
});

const route = getRouteApi('/_lander/members/$id/landing2/{-$slug}');

function Landing() {
  const { profile, others } = route.useLoaderData();
  const { slug } = route.useParams();
  return profile ? <ProfileLanding2 profile={profile} others={others} slug={slug} /> : <ProfileLanderOffline others={others} />;
}
