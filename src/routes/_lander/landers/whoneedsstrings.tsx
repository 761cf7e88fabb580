import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { WhoNeedsStringsLander } from '../../../features/landers/who-needs-strings';
import { landerProfiles } from '../../../features/landers/lander-data';

export const Route = createFileRoute('/_lander/landers/whoneedsstrings')({
  loader: landerProfiles,
  component: Lander,
});

const route = getRouteApi('/_lander/landers/whoneedsstrings');

function Lander() {
  return <WhoNeedsStringsLander profiles={route.useLoaderData()} />;
}
