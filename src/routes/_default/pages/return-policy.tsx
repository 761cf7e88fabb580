import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { settingsAtom } from '../../../atoms/settings';
import { PageFrame, PageNote } from '../../../components/page-frame';

export const Route = createFileRoute('/_default/pages/return-policy')({ component: ReturnPolicyPage });

function ReturnPolicyPage() {
  const { t } = useLingui();
  const days = useAtomValue(settingsAtom)?.refund_days;
  return (
    <PageFrame title={t`Return policy`}>
      {days !== undefined && <PageNote>{t`You may withdraw from a purchase within ${days} days.`}</PageNote>}
    </PageFrame>
  );
}
