import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../components/page-frame';
import { AccountSettings } from '../../features/account/account-settings';
import { BlockedMembers } from '../../features/profile/blocked-members';
import { ImagesOverview } from '../../features/profile/images-overview';
import { ProfileEditor } from '../../features/profile/profile-editor';
import { loginIfLoggedOut } from '../-lib/guards';

export const Route = createFileRoute('/_default/profile')({
  beforeLoad: loginIfLoggedOut,
  component: ProfilePage,
});

function ProfilePage() {
  const { t } = useLingui();
  return (
    <PageFrame title={t`My profile`}>
      <ImagesOverview />
      <ProfileEditor />
      <BlockedMembers />
      <AccountSettings />
    </PageFrame>
  );
}
