import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { passwordProblem, passwordsDifferProblem } from '../../../common/rules/account';
import { resetPasswordAtom } from '../../atoms/account';
import { PageFrame } from '../../components/page-frame';
import { NewPasswordFields } from './password-fields';
import { useAccountForm } from './use-account-form';

/** Sets the new password from the mailed link; then the member logs in with it. */
export function SetNewPassword({ token }: { token: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const resetPassword = useSetAtom(resetPasswordAtom);
  const form = useAccountForm(
    ({ password = '', password_repeat = '' }) => resetPassword({ token, password, password_repeat }),
    () => void navigate({ to: '/login', search: { reset: 'done' } }),
    ({ password = '', password_repeat = '' }) => [passwordsDifferProblem(password, password_repeat), passwordProblem(password)],
  );
  return (
    <PageFrame title={t`Set a new password`}>
      <form className="form" onSubmit={form.submit}>
        <NewPasswordFields errors={form.errors} />
        {form.general && (
          <p className="form-error" role="alert">
            {form.general} <Link to="/reset-password"><Trans>Request a new e-mail</Trans></Link>
          </p>
        )}
        <button type="submit" className="button button-primary" disabled={form.busy}><Trans>Save the new password</Trans></button>
      </form>
    </PageFrame>
  );
}
