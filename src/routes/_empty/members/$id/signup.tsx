import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute, getRouteApi, notFound } from '@tanstack/react-router';
import { profileCard } from '../../../../api/account';
import { ApiError } from '../../../../api/client';
import { useAtomValue } from 'jotai';
import { localeAtom } from '../../../../atoms/locale';
import { settingsAtom } from '../../../../atoms/settings';
import { FictionalNotice } from '../../../../components/fictional-notice';
import { PageFrame } from '../../../../components/page-frame';
import { SignupForm } from '../../../../features/signup/signup-form';
import { membersIfLoggedIn } from '../../../-lib/guards';
import { validParams } from '../../../-lib/params';

/** Signup from a profile: the visitor's first message to this member is part of the form. */
export const Route = createFileRoute('/_empty/members/$id/signup')({
  params: validParams('id'),
  beforeLoad: membersIfLoggedIn,
  loader: async ({ params }) => {
    try {
      return await profileCard(Number(params.id));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound();
      throw error;
    }
  },
  component: ProfileSignupPage,
});

const route = getRouteApi('/_empty/members/$id/signup');

function ProfileSignupPage() {
  const { t } = useLingui();
  const profile = route.useLoaderData();
  const name = profile.name;
  const settings = useAtomValue(settingsAtom);
  const locale = useAtomValue(localeAtom);
  return (
    <PageFrame title={t`Write to ${name}`}>
      <div className="profile-signup">
        <figure className="profile-signup-photo">
          {profile.photo && <img src={profile.photo.card} alt="" width={240} height={240} />}
          <figcaption>
            <strong>{profile.name}</strong>, {profile.age}{profile.city ? ` · ${profile.city}` : ''}
          </figcaption>
          {profile.fictional && settings && (
            <FictionalNotice icon={settings.fictional_icon} label={settings.fictional_singular[locale] ?? ''} warning={settings.fictional_warning[locale] ?? ''} />
          )}
        </figure>
        <div>
          <p className="lead"><Trans>Your first message to {name} is free. Create your account to send it.</Trans></p>
          <SignupForm profileId={profile.id} profileName={profile.name} />
        </div>
      </div>
    </PageFrame>
  );
}
