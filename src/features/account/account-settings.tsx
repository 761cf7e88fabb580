import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useId, useState } from 'react';
import { REACTIVATION_DAYS } from '../../../common/constants';
import { emailProblem, passwordProblem, passwordsDifferProblem } from '../../../common/rules/account';
import { changePasswordAtom, requestEmailChangeAtom, setInvisibleAtom } from '../../atoms/account';
import { userAtom } from '../../atoms/auth';
import { deleteAccountAtom } from '../../atoms/logout';
import { useProblemText } from '../../i18n/problem-text';
import { DataExport } from './data-export';
import { NewPasswordFields } from './password-fields';
import { useAccountForm } from './use-account-form';

/** E-mail, password, invisible mode, the data download and deletion: the account part of the profile page. */
export function AccountSettings({ exportToken }: { exportToken?: string }) {
  return (
    <section className="account-settings" aria-labelledby="account-settings-title">
      <h2 id="account-settings-title"><Trans>Account</Trans></h2>
      <InvisibleMode />
      <ChangeEmail />
      <ChangePassword />
      <DataExport token={exportToken} />
      <DeleteAccount />
    </section>
  );
}

function InvisibleMode() {
  const { errorText } = useProblemText();
  const user = useAtomValue(userAtom);
  const setInvisible = useSetAtom(setInvisibleAtom);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  // The switch moves at once; if the server refuses, it moves back and says why.
  const toggle = async (invisible: boolean) => {
    setError(null);
    await setInvisible(invisible).catch((caught: unknown) => setError(errorText(caught)));
  };
  return (
    <div className="settings-block">
      <label className="switch" htmlFor={`${id}-invisible`}>
        <input id={`${id}-invisible`} type="checkbox" role="switch" checked={user?.invisible ?? false} onChange={(e) => void toggle(e.target.checked)} />{' '}
        <Trans>Invisible mode</Trans>
      </label>
      <p className="field-hint"><Trans>While invisible, your profile does not appear in search results or lists. You can still browse and chat.</Trans></p>
      {error && <p className="form-error" role="alert">{error}</p>}
    </div>
  );
}

function ChangeEmail() {
  const user = useAtomValue(userAtom);
  const requestEmailChange = useSetAtom(requestEmailChangeAtom);
  const id = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAccountForm(
    ({ email = '', password = '' }) => requestEmailChange({ email, password }),
    (_, { email }) => setSentTo(email ?? ''),
    ({ email = '' }) => [emailProblem(email, { keepTypo: true }) && { field: 'email', code: 'new_email_invalid' }],
  );
  const current = user?.email ?? '';
  return (
    <form className="form settings-block" onSubmit={form.submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}><Trans>Change e-mail address</Trans></h3>
      <p><Trans>Your e-mail address is <strong>{current}</strong>.</Trans></p>
      <label htmlFor={`${id}-email`}><Trans>New e-mail address</Trans></label>
      <input id={`${id}-email`} name="email" type="email" autoComplete="email" aria-invalid={form.errors.email ? true : undefined} />
      {form.errors.email && <p className="form-error">{form.errors.email}</p>}
      <label htmlFor={`${id}-password`}><Trans>Your password</Trans></label>
      <input id={`${id}-password`} name="password" type="password" autoComplete="current-password" aria-invalid={form.errors.password ? true : undefined} />
      {form.errors.password && <p className="form-error">{form.errors.password}</p>}
      {form.general && <p className="form-error" role="alert">{form.general}</p>}
      {sentTo && <p className="notice" role="status"><Trans>We sent a link to <strong>{sentTo}</strong>. Your address changes when you open it.</Trans></p>}
      <button type="submit" className="button" disabled={form.busy}><Trans>Change e-mail address</Trans></button>
    </form>
  );
}

function ChangePassword() {
  const changePassword = useSetAtom(changePasswordAtom);
  const id = useId();
  const [done, setDone] = useState(false);
  const form = useAccountForm(
    ({ old_password = '', password = '', password_repeat = '' }) => changePassword({ old_password, password, password_repeat }),
    () => setDone(true),
    ({ password = '', password_repeat = '' }) => [passwordsDifferProblem(password, password_repeat), passwordProblem(password)],
  );
  return (
    <form className="form settings-block" onSubmit={form.submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}><Trans>Change password</Trans></h3>
      <label htmlFor={`${id}-old`}><Trans>Old password</Trans></label>
      <input id={`${id}-old`} name="old_password" type="password" autoComplete="current-password" aria-invalid={form.errors.old_password ? true : undefined} />
      {form.errors.old_password && <p className="form-error">{form.errors.old_password}</p>}
      <NewPasswordFields errors={form.errors} />
      {form.general && <p className="form-error" role="alert">{form.general}</p>}
      {done && <p className="notice" role="status"><Trans>Your password has been changed. You were logged out on your other devices.</Trans></p>}
      <button type="submit" className="button" disabled={form.busy}><Trans>Change password</Trans></button>
    </form>
  );
}

function DeleteAccount() {
  const { t } = useLingui();
  const days = REACTIVATION_DAYS;
  const deleteAccount = useSetAtom(deleteAccountAtom);
  const navigate = useNavigate();
  const id = useId();
  const form = useAccountForm(
    ({ password = '' }) => deleteAccount(password),
    () => void navigate({ to: '/account-deleted' }),
  );
  return (
    <details className="settings-block danger-zone">
      <summary><Trans>Delete my account</Trans></summary>
      <form className="form" onSubmit={form.submit}>
        <p><Trans>Your profile disappears at once. You can reactivate your account within <Plural value={days} one="# day" other="# days" />; after that your data and photos are deleted for good.</Trans></p>
        <label htmlFor={`${id}-password`}><Trans>Your password</Trans></label>
        <input id={`${id}-password`} name="password" type="password" autoComplete="current-password" aria-invalid={form.errors.password ? true : undefined} />
        {form.errors.password && <p className="form-error">{form.errors.password}</p>}
        {form.general && <p className="form-error" role="alert">{form.general}</p>}
        <button type="submit" className="button button-danger" disabled={form.busy}>{t`Delete my account`}</button>
      </form>
    </details>
  );
}
