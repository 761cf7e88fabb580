import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { OfflineNotice } from '../../components/offline-notice';
import { PageFrame } from '../../components/page-frame';
import { useProblemText } from '../../i18n/problem-text';
import { SignupForm } from './signup-form';

/** An invite link (invite-only mode): the signup form with a valid code, or why not; `null` when it could not be checked (offline). */
export function InvitePage({ valid }: { valid: boolean | null }) {
  const { t } = useLingui();
  const { text } = useProblemText();
  return (
    <PageFrame title={t`You are invited`}>
      {valid === null ? (
        <OfflineNotice><Trans>You are offline. Your invitation will be checked when you are back online.</Trans></OfflineNotice>
      ) : valid ? (
        <>
          <p className="lead"><Trans>Use this invitation to create your account.</Trans></p>
          <SignupForm />
        </>
      ) : (
        <>
          <p className="form-error" role="alert">{text('invite_invalid')}</p>
          <p><Link to="/"><Trans>Back to the home page</Trans></Link></p>
        </>
      )}
    </PageFrame>
  );
}
