import { createFileRoute } from '@tanstack/react-router';
import { RepeatOrderPage } from '../../../features/payments/repeat-order-page';
import { loginIfLoggedOut } from '../../-lib/guards';

export const Route = createFileRoute('/_default/credits/repeat-order')({
  beforeLoad: loginIfLoggedOut,
  component: RepeatOrderPage,
});
