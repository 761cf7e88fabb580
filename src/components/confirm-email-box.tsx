import { Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { resendActivation } from '../api/account';
import { userAtom } from '../atoms/auth';
import { useProblemText } from '../i18n/problem-text';

/** The e-mail-confirmation box (spec §2): where the link went, and a way to have it sent again. */
export function ConfirmEmailBox({ compact = false }: { compact?: boolean }) {
  const { errorText } = useProblemText();
  const user = useAtomValue(userAtom);
  const [state, setState] = useState<{ busy: boolean; note: string | null; sent: boolean }>({ busy: false, note: null, sent: false });
  if (user?.status !== 'not_confirmed') return null;
  const email = user.email;

  const resend = async () => {
    setState({ busy: true, note: null, sent: false });
    try {
      await resendActivation();
      setState({ busy: false, note: null, sent: true });
    } catch (caught) {
      setState({ busy: false, note: errorText(caught), sent: false });
    }
  };

  return (
    <div className={compact ? 'confirm-email confirm-email-compact' : 'confirm-email'}>
      {!compact && <h2><Trans>Confirm your e-mail address</Trans></h2>}
      <p>
        <Trans>We sent a link to <strong>{email}</strong>. Open it to activate your profile.</Trans>
      </p>
      <p>
        <Trans>No e-mail? Check your spam folder, or</Trans>{' '}
        <button type="button" className="link-button" disabled={state.busy} onClick={() => void resend()}>
          <Trans>send it again</Trans>
        </button>
      </p>
      <p role="status">{state.sent && <Trans>We sent the e-mail again.</Trans>}</p>
      {state.note && <p className="form-error" role="alert">{state.note}</p>}
    </div>
  );
}
