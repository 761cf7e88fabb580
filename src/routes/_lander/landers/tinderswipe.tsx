import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { TinderSwipeLander } from '../../../features/landers/tinder-swipe';
import { landerProfiles } from '../../../features/landers/lander-data';

export const Route = createFileRoute('/_lander/landers/tinderswipe')({
  loader: landerProfiles,
  component: Lander,
});

const route = getRouteApi('/_lander/landers/tinderswipe');

function Lander() {
  return <TinderSwipeLander profiles={route.useLoaderData()} />;
}
