import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { REACTIVATION_DAYS } from '../../../common/constants';
import { PageFrame, PageNote } from '../../components/page-frame';

export const Route = createFileRoute('/_default/account-deleted')({ component: AccountDeletedPage });

function AccountDeletedPage() {
  const { t } = useLingui();
  const days = REACTIVATION_DAYS;
  return (
    <PageFrame title={t`Your account has been deleted`}>
      <PageNote>{t`Changed your mind? You can reactivate your account within ${days} days with the link we e-mailed you.`}</PageNote>
    </PageFrame>
  );
}
