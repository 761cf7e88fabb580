import { createFileRoute } from '@tanstack/react-router';
import { PremiumPage } from '../../features/payments/premium-page';
import { loginIfLoggedOut } from '../-lib/guards';

export const Route = createFileRoute('/_default/premium')({
  beforeLoad: loginIfLoggedOut,
  component: PremiumPage,
});
