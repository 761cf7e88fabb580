import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { loadCompanyPage } from '../../../features/pages/company-page-loader';
import { TermsPage } from '../../../features/pages/terms-page';

export const Route = createFileRoute('/_default/pages/terms')({ loader: loadCompanyPage, component: Terms });

const route = getRouteApi('/_default/pages/terms');

function Terms() {
  return <TermsPage company={route.useLoaderData()} />;
}
