import { createFileRoute, useRouterState } from '@tanstack/react-router';
import { DirectDebitPage } from '../../features/payments/direct-debit-page';
import { loginIfLoggedOut } from '../-lib/guards';

export const Route = createFileRoute('/_default/directdebit')({
  beforeLoad: loginIfLoggedOut,
  component: DirectDebitRoute,
});

/** The package chosen on the checkout may come along (?package=p1); the page takes it only if it is one. */
function DirectDebitRoute() {
  const chosen = new URLSearchParams(useRouterState({ select: (state) => state.location.searchStr })).get('package');
  return <DirectDebitPage initialPackage={chosen} />;
}
