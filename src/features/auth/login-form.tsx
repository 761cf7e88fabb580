import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/client';
import { loginAtom } from '../../atoms/auth';

/** E-mail and password; after login the member goes to members (spec §4). */
export function LoginForm() {
  const { t } = useLingui();
  const login = useSetAtom(loginAtom);
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const message = (caught: unknown) => {
    if (caught instanceof ApiError && caught.code === 'login_failed') return t`Login failed, please try again`;
    if (caught instanceof ApiError && caught.code === 'login_blocked') {
      const minutes = caught.params.minutes;
      return t`Too many incorrect attempts, account blocked for ${minutes} min.`;
    }
    return t`An error occured, please try again later.`;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await login({ email: String(form.get('email')), password: String(form.get('password')) });
      await navigate({ to: '/members' });
    } catch (caught) {
      setError(message(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={(event) => void submit(event)} aria-describedby={error ? `${id}-error` : undefined}>
      <label htmlFor={`${id}-email`}><Trans>E-mail address</Trans></label>
      <input id={`${id}-email`} name="email" type="email" autoComplete="username" required maxLength={254} />
      <label htmlFor={`${id}-password`}><Trans>Password</Trans></label>
      <input id={`${id}-password`} name="password" type="password" autoComplete="current-password" required maxLength={128} />
      {error && (
        <p id={`${id}-error`} className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? <Trans>Logging in…</Trans> : <Trans>Log in</Trans>}
      </button>
      <p>
        <Link to="/reset-password"><Trans>Forgot your password?</Trans></Link>
      </p>
    </form>
  );
}
