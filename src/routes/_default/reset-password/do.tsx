import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute, getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { passwordProblem, passwordsDifferProblem } from '../../../../common/rules/account';
import { resetPassword } from '../../../api/account';
import { PageFrame } from '../../../components/page-frame';
import { NewPasswordFields } from '../../../features/account/password-fields';
import { useAccountForm } from '../../../features/account/use-account-form';

export const Route = createFileRoute('/_default/reset-password/do')({
  validateSearch: (search: Record<string, unknown>) => ({ token: typeof search.token === 'string' ? search.token : '' }),
  component: SetNewPassword,
});

const route = getRouteApi('/_default/reset-password/do');

/** Sets the new password from the mailed link; then the member logs in with it. */
function SetNewPassword() {
  const { t } = useLingui();
  const { token } = route.useSearch();
  const navigate = useNavigate();
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
