import { DEFAULT_TERMS_DATE } from '../../../common/constants';
import type { CompanyInfo } from '../../../common/api/catalog';
import type { Config } from '../../config/config';

/** The terms date defaults to 2023-12-01T12:00:00Z; a later company-added date overrides it (docs/product/limits.md#company-terms-date). */
export function termsDate(added: string | null): string {
  if (!added || Number.isNaN(Date.parse(added))) return DEFAULT_TERMS_DATE;
  return Date.parse(added) > Date.parse(DEFAULT_TERMS_DATE) ? new Date(added).toISOString() : DEFAULT_TERMS_DATE;
}

export function companyInfo({ company }: Config): CompanyInfo {
  return {
    name: company.name,
    tradenames: company.tradenames,
    address: company.address,
    city: company.city,
    country: company.country,
    kvk: company.kvk,
    vat_numbers: company.vatNumbers,
    support_email: company.supportEmail,
    support_phone: company.supportPhone,
    terms_date: termsDate(company.added),
  };
}
