import { createFileRoute, getRouteApi, notFound } from '@tanstack/react-router';
import { whenUnanswered } from '../../../../api/client';
import { loadProfileCardAtom } from '../../../../atoms/members';
import { store } from '../../../../atoms/store';
import { ProfileSignupOffline, ProfileSignupPage } from '../../../../features/signup/profile-signup-page';
import { membersIfLoggedIn } from '../../../-lib/guards';
import { validParams } from '../../../-lib/params';

/** Signup from a profile: the visitor's first message to this member is part of the form. */
export const Route = createFileRoute('/_empty/members/$id/signup')({
  params: validParams('id'),
  beforeLoad: membersIfLoggedIn,
  loader: async ({ params }) => {
    // Offline, a member this device never had is none: the form shows without them.
    const profile = await store.set(loadProfileCardAtom, Number(params.id)).catch(whenUnanswered(undefined));
    if (profile === null) throw notFound();
    return { profile };
  },
  component: ProfileSignup,
});

const route = getRouteApi('/_empty/members/$id/signup');

function ProfileSignup() {
  const { profile } = route.useLoaderData();
  const { id } = route.useParams();
  return profile ? <ProfileSignupPage profile={profile} /> : <ProfileSignupOffline id={Number(id)} />;
}
