import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { loadCompanyInfoAtom } from '../../../atoms/catalog';
import { store } from '../../../atoms/store';
import { TermsPage } from '../../../features/pages/terms-page';

export const Route = createFileRoute('/_default/pages/terms')({
  loader: () => store.set(loadCompanyInfoAtom),
  component: Terms,
});

const route = getRouteApi('/_default/pages/terms');

function Terms() {
  return <TermsPage company={route.useLoaderData()} />;
}
