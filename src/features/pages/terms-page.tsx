import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import type { CompanyInfo } from '../../../common/api/catalog';
import { localeAtom } from '../../atoms/locale';
import { PageFrame, PageNote } from '../../components/page-frame';

/** The terms and conditions, with the date they are in force since (none offline on a first visit). */
export function TermsPage({ company }: { company: CompanyInfo | null }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const date = company ? new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(company.terms_date)) : null;
  const name = company?.name;
  return (
    <PageFrame title={t`Terms and conditions`}>
      {date && <PageNote>{t`The terms and conditions of ${name}, in force since ${date}.`}</PageNote>}
    </PageFrame>
  );
}
