import { useLingui } from '@lingui/react/macro';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { userAtom } from '../../atoms/auth';
import { store } from '../../atoms/store';
import { PageFrame } from '../../components/page-frame';
import { LoginForm } from '../../features/auth/login-form';

export const Route = createFileRoute('/_default/login')({
  // A member who is logged in already goes where a login would take them.
  beforeLoad: () => {
    if (store.get(userAtom)) throw redirect({ to: '/members' });
  },
  component: LoginPage,
});

function LoginPage() {
  const { t } = useLingui();
  return (
    <PageFrame title={t`Log in`}>
      <LoginForm />
    </PageFrame>
  );
}
