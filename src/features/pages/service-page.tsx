import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { cleanPhone } from '../../../common/rules/phone';
import { settingsAtom } from '../../atoms/settings';
import { PageFrame } from '../../components/page-frame';

/** Customer service: the operator's e-mail address and phone number from the settings. */
export function ServicePage() {
  const { t } = useLingui();
  const settings = useAtomValue(settingsAtom);
  return (
    <PageFrame title={t`Customer service`}>
      {settings && (
        <dl className="contact">
          <dt><Trans>E-mail</Trans></dt>
          <dd><a href={`mailto:${settings.support_email}`}>{settings.support_email}</a></dd>
          <dt><Trans>Phone</Trans></dt>
          <dd><a href={`tel:${cleanPhone(settings.support_phone)}`}>{settings.support_phone}</a></dd>
        </dl>
      )}
    </PageFrame>
  );
}
