import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { fetchFeaturedProfiles } from '../../api/profiles';
import { settingsAtom } from '../../atoms/settings';
import { store } from '../../atoms/store';
import { PageFrame } from '../../components/page-frame';
import { ProfileGrid } from '../../components/profile-grid';
import { SignupForm } from '../../features/signup/signup-form';
import { membersIfLoggedIn } from '../-lib/guards';

/** The signup variant that shows members of the visitor's country beside the form. */
export const Route = createFileRoute('/_default/signup-matches')({
  beforeLoad: membersIfLoggedIn,
  loader: () => fetchFeaturedProfiles(store.get(settingsAtom)?.geoip_selected_country).catch(() => []),
  component: SignupMatchesPage,
});

const route = getRouteApi('/_default/signup-matches');

function SignupMatchesPage() {
  const { t } = useLingui();
  return (
    <PageFrame title={t`Sign up and meet them`}>
      <div className="signup-matches">
        <SignupForm />
        <section aria-labelledby="matches-heading">
          <h2 id="matches-heading"><Trans>Members near you</Trans></h2>
          <ProfileGrid profiles={route.useLoaderData().slice(0, 6)} />
        </section>
      </div>
    </PageFrame>
  );
}
