import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { settingsAtom } from '../../atoms/settings';
import { PageFrame, PageNote } from '../../components/page-frame';

/** How long a purchase may be withdrawn from (the settings' refund days). */
export function ReturnPolicyPage() {
  const { t } = useLingui();
  const days = useAtomValue(settingsAtom)?.refund_days;
  return (
    <PageFrame title={t`Return policy`}>
      {days !== undefined && <PageNote><Trans>You may withdraw from a purchase within <Plural value={days} one="# day" other="# days" />.</Trans></PageNote>}
    </PageFrame>
  );
}
