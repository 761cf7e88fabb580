import { useLingui } from '@lingui/react/macro';
import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { PageFrame } from '../../components/page-frame';
import { AccountSettings } from '../../features/account/account-settings';
import { BlockedMembers } from '../../features/profile/blocked-members';
import { ImagesOverview } from '../../features/profile/images-overview';
import { ProfileEditor } from '../../features/profile/profile-editor';
import { loginIfLoggedOut } from '../-lib/guards';

export const Route = createFileRoute('/_default/profile')({
  // The mailed link to the member's data archive opens this page with its token.
  validateSearch: (search: Record<string, unknown>): { export?: string } => (typeof search.export === 'string' ? { export: search.export } : {}),
  beforeLoad: loginIfLoggedOut,
  component: ProfilePage,
});

const route = getRouteApi('/_default/profile');

function ProfilePage() {
  const { t } = useLingui();
  const { export: exportToken } = route.useSearch();
  return (
    <PageFrame title={t`My profile`}>
      <ImagesOverview />
      <ProfileEditor />
      <BlockedMembers />
      <AccountSettings exportToken={exportToken} />
    </PageFrame>
  );
}
