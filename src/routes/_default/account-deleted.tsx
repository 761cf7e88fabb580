import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import { REACTIVATION_DAYS } from '../../../common/constants';
import { PageFrame } from '../../components/page-frame';

export const Route = createFileRoute('/_default/account-deleted')({ component: AccountDeleted });

function AccountDeleted() {
  const { t } = useLingui();
  const days = REACTIVATION_DAYS;
  return (
    <PageFrame title={t`Your account has been deleted`}>
      <p className="page-note">
        <Trans>Your profile is no longer visible to anyone. After <Plural value={days} one="# day" other="# days" /> we delete your data and photos for good.</Trans>
      </p>
      <p><Trans>Changed your mind? Use the link in the e-mail we sent you, or log in, to reactivate your account within <Plural value={days} one="# day" other="# days" />.</Trans></p>
      <p><Link to="/"><Trans>Back to the home page</Trans></Link></p>
    </PageFrame>
  );
}
