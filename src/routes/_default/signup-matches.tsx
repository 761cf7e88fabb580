import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { loadFeaturedAtom } from '../../atoms/members';
import { store } from '../../atoms/store';
import { SignupMatchesPage } from '../../features/signup/signup-matches-page';
import { membersIfLoggedIn } from '../-lib/guards';

export const Route = createFileRoute('/_default/signup-matches')({
  beforeLoad: membersIfLoggedIn,
  loader: () => store.set(loadFeaturedAtom),
  component: SignupMatches,
});

const route = getRouteApi('/_default/signup-matches');

function SignupMatches() {
  return <SignupMatchesPage profiles={route.useLoaderData()} />;
}
