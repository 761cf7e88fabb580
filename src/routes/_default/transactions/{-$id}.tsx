import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { TransactionsPage } from '../../../features/payments/transactions-page';
import { loginIfLoggedOut } from '../../-lib/guards';
import { validOptionalParams } from '../../-lib/params';

export const Route = createFileRoute('/_default/transactions/{-$id}')({
  params: validOptionalParams('id'),
  beforeLoad: loginIfLoggedOut,
  component: TransactionsRoute,
});

const route = getRouteApi('/_default/transactions/{-$id}');

function TransactionsRoute() {
  const { id } = route.useParams();
  return <TransactionsPage id={id === undefined ? null : Number(id)} />;
}
