import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { SetNewPassword } from '../../../features/account/set-new-password';

export const Route = createFileRoute('/_default/reset-password/do')({
  validateSearch: (search: Record<string, unknown>) => ({ token: typeof search.token === 'string' ? search.token : '' }),
  component: SetNewPasswordPage,
});

const route = getRouteApi('/_default/reset-password/do');

function SetNewPasswordPage() {
  return <SetNewPassword token={route.useSearch().token} />;
}
