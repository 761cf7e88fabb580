import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { loadFeaturedAtom } from '../../atoms/members';
import { store } from '../../atoms/store';
import { HomePage } from '../../features/home/home-page';

export const Route = createFileRoute('/_default/')({
  // Offline the home page still renders, just without the members strip.
  loader: () => store.set(loadFeaturedAtom),
  component: Home,
});

const route = getRouteApi('/_default/');

function Home() {
  return <HomePage profiles={route.useLoaderData()} />;
}
