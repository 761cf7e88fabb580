import { createFileRoute, getRouteApi, notFound } from '@tanstack/react-router';
import { loadProfileCardAtom } from '../../../../atoms/members';
import { store } from '../../../../atoms/store';
import { ProfileSignupPage } from '../../../../features/signup/profile-signup-page';
import { membersIfLoggedIn } from '../../../-lib/guards';
import { validParams } from '../../../-lib/params';

/** Signup from a profile: the visitor's first message to this member is part of the form. */
export const Route = createFileRoute('/_empty/members/$id/signup')({
  params: validParams('id'),
  beforeLoad: membersIfLoggedIn,
  loader: async ({ params }) => {
    const profile = await store.set(loadProfileCardAtom, Number(params.id));
    if (!profile) throw notFound();
    return profile;
  },
  component: ProfileSignup,
});

const route = getRouteApi('/_empty/members/$id/signup');

function ProfileSignup() {
  return <ProfileSignupPage profile={route.useLoaderData()} />;
}
