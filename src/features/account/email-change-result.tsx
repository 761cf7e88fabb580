import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { PageFrame } from '../../components/page-frame';
import { useProblemText } from '../../i18n/problem-text';

/** What opening the mailed e-mail-change link did: the change, or why not (null: it worked). */
export function EmailChangeResult({ error }: { error: unknown }) {
  const { t } = useLingui();
  const { errorText } = useProblemText();
  return (
    <PageFrame title={t`Change e-mail address`}>
      {error === null ? (
        <p className="notice" role="status"><Trans>Your e-mail address has been changed.</Trans></p>
      ) : (
        <p className="form-error" role="alert">{errorText(error)}</p>
      )}
      <p><Link to="/profile"><Trans>My profile</Trans></Link></p>
    </PageFrame>
  );
}
