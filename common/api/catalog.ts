import { z } from 'zod/mini';
import { COUNTRY_CODES } from '../countries';
import { INTERESTS } from '../enums';

/** The read-only catalogues: interests, regions and company details, fetched once and cached. */

export const interestsResponseSchema = z.object({ interests: z.array(z.enum(INTERESTS)) });
export type InterestsResponse = z.infer<typeof interestsResponseSchema>;

export const regionSchema = z.object({
  /** ISO 3166-2 code, e.g. NL-NH. */
  code: z.string(),
  name: z.string(),
});
export type Region = z.infer<typeof regionSchema>;

export const regionsResponseSchema = z.object({ regions: z.record(z.enum(COUNTRY_CODES), z.array(regionSchema)) });
export type RegionsResponse = z.infer<typeof regionsResponseSchema>;

export const companyInfoSchema = z.object({
  name: z.string(),
  tradenames: z.array(z.string()),
  address: z.string(),
  city: z.string(),
  country: z.string(),
  kvk: z.string(),
  vat_numbers: z.record(z.string(), z.string()),
  support_email: z.string(),
  support_phone: z.string(),
  /** When the current terms took effect: the company-added date if later than the default. */
  terms_date: z.string(),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;
export const companyInfoResponseSchema = z.object({ company: companyInfoSchema });
export type CompanyInfoResponse = z.infer<typeof companyInfoResponseSchema>;
