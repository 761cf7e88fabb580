import { useLingui } from '@lingui/react/macro';
import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { fetchCompanyInfo } from '../../../api/catalog';
import { localeAtom } from '../../../atoms/locale';
import { PageFrame, PageNote } from '../../../components/page-frame';

export const Route = createFileRoute('/_default/pages/terms')({
  loader: () => fetchCompanyInfo().catch(() => null),
  component: TermsPage,
});

const route = getRouteApi('/_default/pages/terms');

function TermsPage() {
  const { t } = useLingui();
  const company = route.useLoaderData();
  const locale = useAtomValue(localeAtom);
  const date = company ? new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(company.terms_date)) : null;
  const name = company?.name;
  return (
    <PageFrame title={t`Terms and conditions`}>
      {date && <PageNote>{t`The terms and conditions of ${name}, in force since ${date}.`}</PageNote>}
    </PageFrame>
  );
}
