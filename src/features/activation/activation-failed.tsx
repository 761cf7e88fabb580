import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { settingsAtom } from '../../atoms/settings';
import { PageFrame } from '../../components/page-frame';

/** After a mailed activation link that did not work: customer service can help. */
export function ActivationFailed() {
  const { t } = useLingui();
  const support = useAtomValue(settingsAtom)?.support_email;
  return (
    <PageFrame title={t`Activation failed`}>
      <p className="page-note"><Trans>Something went wrong, please contact customer service for help.</Trans></p>
      {support && <p><a href={`mailto:${support}`}>{support}</a></p>}
    </PageFrame>
  );
}
