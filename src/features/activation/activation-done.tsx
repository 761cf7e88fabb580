import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { PageFrame } from '../../components/page-frame';

/** After the mailed activation link worked: the profile is visible now. */
export function ActivationDone() {
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
