import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import { fetchUser } from '../../../api/user';
import { userAtom } from '../../../atoms/auth';
import { store } from '../../../atoms/store';
import { PageFrame } from '../../../components/page-frame';

export const Route = createFileRoute('/_default/activate/done')({
  // The account changed on the server: show the member as they are now.
  loader: async () => {
    const user = await fetchUser().catch(() => undefined);
    if (user !== undefined) store.set(userAtom, user);
  },
  component: ActivateDone,
});

function ActivateDone() {
  const { t } = useLingui();
  return (
    <PageFrame title={t`Your account is activated`}>
      <p className="page-note"><Trans>Thank you for confirming your e-mail address. Your profile is now visible to other members.</Trans></p>
      <p className="actions">
        <Link to="/members" className="button button-primary"><Trans>Browse members</Trans></Link>
      </p>
    </PageFrame>
  );
}
