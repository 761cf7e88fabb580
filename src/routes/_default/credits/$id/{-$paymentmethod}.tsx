import { createFileRoute, getRouteApi, useRouterState } from '@tanstack/react-router';
import type { PaymentMethod } from '../../../../../common/rules/payment-methods';
import { PayPage } from '../../../../features/payments/pay-page';
import { loginIfLoggedOut } from '../../../-lib/guards';
import { validOptionalParams } from '../../../-lib/params';

export const Route = createFileRoute('/_default/credits/$id/{-$paymentmethod}')({
  params: validOptionalParams('id', 'paymentmethod'),
  beforeLoad: loginIfLoggedOut,
  component: PayRoute,
});

const route = getRouteApi('/_default/credits/$id/{-$paymentmethod}');

function PayRoute() {
  const { id, paymentmethod } = route.useParams();
  // Back from the provider's checkout, the address names the payment (?payment=); read here, not by a
  // validateSearch, which would be part of the first load.
  const payment = Number(new URLSearchParams(useRouterState({ select: (state) => state.location.searchStr })).get('payment'));
  const paymentId = Number.isSafeInteger(payment) && payment > 0 ? payment : null;
  return <PayPage routeId={id} method={(paymentmethod as PaymentMethod | undefined) ?? null} paymentId={paymentId} />;
}
