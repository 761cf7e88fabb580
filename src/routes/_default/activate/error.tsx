import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { settingsAtom } from '../../../atoms/settings';
import { PageFrame } from '../../../components/page-frame';

export const Route = createFileRoute('/_default/activate/error')({ component: ActivateError });

function ActivateError() {
  const { t } = useLingui();
  const support = useAtomValue(settingsAtom)?.support_email;
  return (
    <PageFrame title={t`Activation failed`}>
      <p className="page-note"><Trans>Something went wrong, please contact customer service for help.</Trans></p>
      {support && <p><a href={`mailto:${support}`}>{support}</a></p>}
    </PageFrame>
  );
}
