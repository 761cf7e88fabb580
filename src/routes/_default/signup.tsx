import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../components/page-frame';
import { SignupForm } from '../../features/signup/signup-form';
import { membersIfLoggedIn } from '../-lib/guards';

export const Route = createFileRoute('/_default/signup')({
  beforeLoad: membersIfLoggedIn,
  component: SignupPage,
});

function SignupPage() {
  const { t } = useLingui();
  return (
    <PageFrame title={t`Sign up`}>
      <SignupForm />
    </PageFrame>
  );
}
