import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { fetchFeaturedProfiles } from '../../api/profiles';
import { settingsAtom } from '../../atoms/settings';
import { store } from '../../atoms/store';
import { HomePage } from '../../features/home/home-page';

export const Route = createFileRoute('/_default/')({
  // Offline the home page still renders, just without the members strip.
  loader: () => fetchFeaturedProfiles(store.get(settingsAtom)?.geoip_selected_country).catch(() => []),
  component: Home,
});

const route = getRouteApi('/_default/');

function Home() {
  return <HomePage profiles={route.useLoaderData()} />;
}
