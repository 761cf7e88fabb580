import type { CompanyInfoResponse } from '../../common/api/catalog';
import { request } from './client';

/** GET /api/companyinfo.php; the service worker keeps it for offline use. */
export async function fetchCompanyInfo() {
  return (await request<CompanyInfoResponse>('companyinfo.php')).company;
}
