import type { CompanyInfoResponse, RegionsResponse } from '../../common/api/catalog';
import { request } from './client';

/** GET /api/companyinfo.php; the service worker keeps it for offline use. */
export async function fetchCompanyInfo() {
  return (await request<CompanyInfoResponse>('companyinfo.php')).company;
}

let regions: Promise<RegionsResponse['regions']> | null = null;

/** GET /api/regions.php, fetched once (docs/product/calls.md#regions). */
export function fetchRegions() {
  regions ??= request<RegionsResponse>('regions.php').then((r) => r.regions).catch((error: unknown) => {
    regions = null;
    throw error;
  });
  return regions;
}
