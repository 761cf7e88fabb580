import { Trans, useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { useId, useState } from 'react';
import { EMAIL_MAX_LENGTH } from '../../../common/constants';
import { requestPasswordResetAtom } from '../../atoms/account';
import { PageFrame } from '../../components/page-frame';
import { useAccountForm } from './use-account-form';

/** Asks for the reset mail; it works while the account is blocked by failed logins too. */
export function RequestPasswordReset() {
  const { t } = useLingui();
  const id = useId();
  const requestReset = useSetAtom(requestPasswordResetAtom);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAccountForm(({ email = '' }) => requestReset(email), (_, { email }) => setSentTo(email ?? ''));
  return (
    <PageFrame title={t`Forgot your password?`}>
      {sentTo ? (
        <p className="notice" role="status"><Trans>We sent an e-mail to <strong>{sentTo}</strong> with a link to set a new password. The link works for one hour.</Trans></p>
      ) : (
        <form className="form" onSubmit={form.submit}>
          <p><Trans>Enter the e-mail address of your account and we will send you a link to set a new password.</Trans></p>
          <label htmlFor={`${id}-email`}><Trans>E-mail address</Trans></label>
          <input id={`${id}-email`} name="email" type="email" autoComplete="email" required maxLength={EMAIL_MAX_LENGTH} aria-invalid={form.errors.email ? true : undefined} aria-describedby={form.errors.email ? `${id}-error` : undefined} />
          {form.errors.email && <p id={`${id}-error`} className="form-error" role="alert">{form.errors.email}</p>}
          {form.general && <p className="form-error" role="alert">{form.general}</p>}
          <button type="submit" className="button button-primary" disabled={form.busy}><Trans>Send the link</Trans></button>
        </form>
      )}
    </PageFrame>
  );
}
