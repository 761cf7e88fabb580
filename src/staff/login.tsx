import { useState } from 'react';
import type { StaffMeResponse } from '../../common/staff/api';
import { staffApi } from './api';
import { FormError } from './form-error';
import { CodeInput, useSubmit } from './form-parts';
import { useStaffSession } from './session';

/** Address, password and the authenticator's code in one step: a refusal does not say which was wrong. */
export function LoginForm({ title }: { title: string }) {
  const { loggedIn } = useStaffSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const { busy, error, submit } = useSubmit(async () => {
    try {
      loggedIn(await staffApi<StaffMeResponse>('POST', 'session', { email, password, code }));
    } catch (failure) {
      // A code is good once and for 30 seconds: the next try needs the app's next one.
      setCode('');
      throw failure;
    }
  });

  return (
    <form className="card login" onSubmit={submit} aria-labelledby="login-title">
      <h1 id="login-title">{title}</h1>
      <label>E-mail address<input type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} /></label>
      <label>Password<input type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} /></label>
      <CodeInput label="Code from your authenticator app" value={code} onChange={setCode} />
      <FormError error={error} />
      <button type="submit" disabled={busy}>Log in</button>
    </form>
  );
}
