import { useEffect, useState } from 'react';
import type { StaffMeResponse, StaffSetupInfo } from '../../common/staff/api';
import { StaffApiError, staffApi } from './api';
import { FormError } from './form-error';
import { CodeInput, useSubmit } from './form-parts';
import { useStaffSession } from './session';

/** The setup link's page: choose a password, pair an authenticator app by its QR code, confirm with a first code. */
export function SetupPage({ token }: { token: string }) {
  const { loggedIn } = useStaffSession();
  const [info, setInfo] = useState<StaffSetupInfo | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [code, setCode] = useState('');
  useEffect(() => {
    staffApi<StaffSetupInfo>('GET', `setup?token=${encodeURIComponent(token)}`).then(setInfo, setLoadError);
  }, [token]);

  const { busy, error, submit } = useSubmit(async () => {
    if (password !== repeat) throw new StaffApiError(0, 'passwords_differ', 'The passwords are not the same.', 'password');
    const answer = await staffApi<StaffMeResponse>('POST', 'setup', { token, password, code });
    window.history.replaceState(null, '', '/staff/');
    loggedIn(answer);
  });

  if (loadError) return <main className="card"><h1>Set up your staff account</h1><FormError error={loadError} /></main>;
  if (!info) return <main className="card"><p>Loading …</p></main>;
  return (
    <main className="card setup">
      <h1>Set up your staff account</h1>
      <p>{info.email}, role <strong>{info.role}</strong></p>
      <form onSubmit={submit}>
        <h2>1. Choose a password</h2>
        <p className="hint">At least 12 characters; a sentence of your own is easy to remember and hard to guess.</p>
        <label>Password<input type="password" autoComplete="new-password" minLength={12} required value={password} onChange={(e) => setPassword(e.target.value)} /></label>
        <label>Password again<input type="password" autoComplete="new-password" required value={repeat} onChange={(e) => setRepeat(e.target.value)} /></label>
        <h2>2. Pair your authenticator app</h2>
        <p className="hint">Scan the code with an authenticator app (such as Aegis, Google Authenticator or 1Password), or type in the key.</p>
        {/* The server draws the QR code (server/domain/staff/totp.ts): markup of our own, not of a member. */}
        <div className="qr" role="img" aria-label="QR code for your authenticator app" dangerouslySetInnerHTML={{ __html: info.qr_svg }} />
        <p>Key: <code className="secret">{info.secret}</code></p>
        <CodeInput label="Code the app shows now" value={code} onChange={setCode} />
        <FormError error={error} />
        <button type="submit" disabled={busy}>Finish setup</button>
      </form>
    </main>
  );
}
