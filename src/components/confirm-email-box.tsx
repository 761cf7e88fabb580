import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useProblemText } from '../i18n/problem-text';

/** The e-mail-confirmation box (docs/product/screens.md#email-confirmation-box): where the link went, and a way to have it sent again. */
export function ConfirmEmailBox({ email, onResend, compact = false }: { email: string; onResend: () => Promise<void>; compact?: boolean }) {
  const { errorText } = useProblemText();
  const [state, setState] = useState<{ busy: boolean; note: string | null; sent: boolean }>({ busy: false, note: null, sent: false });

  const resend = async () => {
    setState({ busy: true, note: null, sent: false });
    try {
      await onResend();
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
