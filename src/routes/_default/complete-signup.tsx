import { createFileRoute } from '@tanstack/react-router';
import { CompleteSignup } from '../../features/complete-signup/complete-signup';
import { loginIfLoggedOut } from '../-lib/guards';

export const Route = createFileRoute('/_default/complete-signup')({
  beforeLoad: loginIfLoggedOut,
  component: CompleteSignup,
});
