import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import { EMAIL_MAX_LENGTH, PASSWORD_LENGTH } from '../../../common/constants';
import { loginAtom, reactivateAtom } from '../../atoms/account';
import { openSignupAtom } from '../../atoms/signup';
import { OpenSignupButton } from '../../components/open-signup-button';
import { problemOf, useProblemText } from '../../i18n/problem-text';

/**
 * E-mail and password; after login the member goes to members (docs/product/states.md#login). An account waiting for
 * deletion gets the date and a button to reactivate it with the same credentials.
 */
export function LoginForm() {
  const { t } = useLingui();
  const { errorText } = useProblemText();
  const login = useSetAtom(loginAtom);
  const reactivate = useSetAtom(reactivateAtom);
  const openSignup = useSetAtom(openSignupAtom);
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<{ email: string; password: string } | null>(null);
  // A banned member is shown the way to object (the ban policy, /pages/ban).
  const [banned, setBanned] = useState(false);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      await navigate({ to: '/members' });
    } catch (caught) {
      setError(errorText(caught));
      return caught;
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const credentials = { email: String(form.get('email')), password: String(form.get('password')) };
    setPending(null);
    const problem = problemOf(await run(() => login(credentials)));
    if (problem?.code === 'account_pending_deletion') setPending(credentials);
    setBanned(problem?.code === 'account_banned');
  };

  const reactivateAccount = async () => {
    if (pending) await run(() => reactivate(pending));
  };

  return (
    <form className="form" onSubmit={(event) => void submit(event)} aria-describedby={error ? `${id}-error` : undefined}>
      <label htmlFor={`${id}-email`}><Trans>E-mail address</Trans></label>
      <input id={`${id}-email`} name="email" type="email" autoComplete="username" required maxLength={EMAIL_MAX_LENGTH} />
      <label htmlFor={`${id}-password`}><Trans>Password</Trans></label>
      <input id={`${id}-password`} name="password" type="password" autoComplete="current-password" required maxLength={PASSWORD_LENGTH.max} />
      {error && (
        <p id={`${id}-error`} className="form-error" role="alert">
          {error}
        </p>
      )}
      {banned && <p><Link to="/complaints"><Trans>Object to this decision</Trans></Link></p>}
      {pending && (
        <button type="button" className="button" disabled={busy} onClick={() => void reactivateAccount()}>
          <Trans>Reactivate my account</Trans>
        </button>
      )}
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? t`Logging in…` : t`Log in`}
      </button>
      <p>
        <Link to="/reset-password"><Trans>Forgot your password?</Trans></Link>
      </p>
      <p>
        <Trans>No account yet?</Trans> <OpenSignupButton className="link-button" onClick={openSignup} />
      </p>
    </form>
  );
}
