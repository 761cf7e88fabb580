import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { REACTIVATION_DAYS } from '../../../common/constants';
import { PageFrame } from '../../components/page-frame';
import { LoginForm } from '../../features/auth/login-form';
import { membersIfLoggedIn } from '../-lib/guards';

interface LoginSearch {
  /** After a password reset. */
  reset?: 'done';
  /** After the mailed reactivation link. */
  reactivated?: 'yes' | 'no';
}

export const Route = createFileRoute('/_default/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    ...(search.reset === 'done' ? { reset: 'done' } : {}),
    ...(search.reactivated === 'yes' || search.reactivated === 'no' ? { reactivated: search.reactivated } : {}),
  }),
  // A member who is logged in already goes where a login would take them.
  beforeLoad: membersIfLoggedIn,
  component: LoginPage,
});

const route = getRouteApi('/_default/login');

function LoginPage() {
  const { t } = useLingui();
  const { reset, reactivated } = route.useSearch();
  const days = REACTIVATION_DAYS;
  return (
    <PageFrame title={t`Log in`}>
      {reset && <p className="notice" role="status"><Trans>Your new password is saved. Log in with it.</Trans></p>}
      {reactivated === 'yes' && <p className="notice" role="status"><Trans>Welcome back! Your account is active again. Log in to continue.</Trans></p>}
      {reactivated === 'no' && (
        <p className="form-error" role="alert"><Trans>This reactivation link has expired or is invalid. Log in to reactivate your account, if it is less than <Plural value={days} one="# day" other="# days" /> since you deleted it.</Trans></p>
      )}
      <LoginForm />
    </PageFrame>
  );
}
