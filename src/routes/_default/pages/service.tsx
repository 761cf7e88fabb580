import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { loadCompanyPage } from '../../../features/pages/company-page-loader';
import { ServicePage } from '../../../features/pages/service-page';

export const Route = createFileRoute('/_default/pages/service')({ loader: loadCompanyPage, component: Service });

const route = getRouteApi('/_default/pages/service');

function Service() {
  return <ServicePage company={route.useLoaderData()} />;
}
