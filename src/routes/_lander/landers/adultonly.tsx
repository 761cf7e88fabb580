import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { AdultOnlyLander } from '../../../features/landers/adult-only';
import { landerProfiles } from '../../../features/landers/lander-data';

export const Route = createFileRoute('/_lander/landers/adultonly')({
  loader: landerProfiles,
  component: Lander,
});

const route = getRouteApi('/_lander/landers/adultonly');

function Lander() {
  return <AdultOnlyLander profiles={route.useLoaderData()} />;
}
