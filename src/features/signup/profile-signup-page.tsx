import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import type { ProfileCard } from '../../../common/api/profiles';
import { fictionalMarkingAtom } from '../../atoms/settings';
import { FictionalNotice } from '../../components/fictional-notice';
import { OfflineNotice } from '../../components/offline-notice';
import { PageFrame } from '../../components/page-frame';
import { SignupForm } from './signup-form';

/** Signup from a profile: the visitor's first message to this member is part of the form. */
export function ProfileSignupPage({ profile }: { profile: ProfileCard }) {
  const { t } = useLingui();
  const fictional = useAtomValue(fictionalMarkingAtom);
  const name = profile.name;
  return (
    <PageFrame title={t`Write to ${name}`}>
      <div className="profile-signup">
        <figure className="profile-signup-photo">
          {profile.photo && <img src={profile.photo.card} alt="" width={240} height={240} />}
          <figcaption>
            <strong>{profile.name}</strong>, {profile.age}{profile.city ? ` · ${profile.city}` : ''}
          </figcaption>
          {profile.fictional && fictional && <FictionalNotice {...fictional} />}
        </figure>
        <div>
          <p className="lead"><Trans>Your first message to {name} is free. Create your account to send it.</Trans></p>
          <SignupForm profileId={profile.id} profileName={profile.name} />
        </div>
      </div>
    </PageFrame>
  );
}

/**
 * Signup from a profile offline, for a member this device never had: the form with the first message
 * to them, and the member once the device is back online.
 */
export function ProfileSignupOffline({ id }: { id: number }) {
  const { t } = useLingui();
  return (
    <PageFrame title={t`Sign up`}>
      <OfflineNotice><Trans>You are offline. This member's profile will show when you are back online.</Trans></OfflineNotice>
      <SignupForm profileId={id} />
    </PageFrame>
  );
}
