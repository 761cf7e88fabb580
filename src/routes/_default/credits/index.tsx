import { createFileRoute } from '@tanstack/react-router';
import { CreditsPage } from '../../../features/payments/credits-page';
import { loginIfLoggedOut } from '../../-lib/guards';

export const Route = createFileRoute('/_default/credits/')({
  beforeLoad: loginIfLoggedOut,
  component: CreditsPage,
});
