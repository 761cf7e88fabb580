import { z } from 'zod/mini';
import { LOCALES } from '../constants';
import { COUNTRY_CODES, REGION_TERMS } from '../countries';
import { INTERESTS } from '../enums';

/** GET /api/settings.php — every field of docs/product/data.md#global-settings. (zod/mini: the client bundle stays small.) */

const localeSchema = z.enum(LOCALES);
const countryCodeSchema = z.enum(COUNTRY_CODES);
const count = () => z.int().check(z.nonnegative());
/** Operator texts shown to members, one per interface language. */
const localizedText = z.record(localeSchema, z.string().check(z.minLength(1)));

export const settingsQuerySchema = z.looseObject({
  /** The forced-domain parameter: answer as if the request came to this domain. */
  domain: z.optional(z.string().check(z.maxLength(253))),
  /** A country chosen by the visitor, e.g. on a lander; otherwise the geo-IP country is used. */
  country: z.optional(z.string().check(z.length(2))),
});

export const settingsCountrySchema = z.object({
  code: countryCodeSchema,
  name: z.string(),
  languages: z.array(localeSchema),
  currency: z.string().check(z.length(3)),
});

export const settingsSchema = z.object({
  countries: z.array(settingsCountrySchema),
  name: z.string(),
  index_title: localizedText,
  description: localizedText,
  visible_profile_fields: z.array(z.string()),
  visible_profile_notes: z.boolean(),
  geoip_country: z.nullable(countryCodeSchema),
  geoip_selected_country: countryCodeSchema,
  region_data: z.record(countryCodeSchema, z.object({ term: z.enum(REGION_TERMS) })),
  cdn_prefix: z.string(),
  message_credits: count(),
  signup_credits: count(),
  photo_credits: count(),
  gift_credits: count(),
  message_length: count(),
  /** Cheapest price of one message, in minor units of the country's currency. */
  minimum_message_costs: z.record(countryCodeSchema, z.object({ costs: count(), currency: z.string().check(z.length(3)) })),
  support_email: z.string(),
  company_name: z.string(),
  address: z.string(),
  kvk: z.string(),
  city: z.string(),
  country: z.string(),
  tradenames: z.array(z.string()),
  vat_numbers: z.record(z.string(), z.string()),
  support_phone: z.string(),
  added: z.nullable(z.string()),
  delete_discount: count(),
  enable_site_entry_popup: z.enum(['yes', 'no']),
  /** Countries where the site-entry warning is shown; empty means everywhere. */
  site_entry_countries: z.array(countryCodeSchema),
  push_public_key: z.nullable(z.string()),
  search_fields: z.array(z.string()),
  domain: z.string(),
  domain_language: z.nullable(localeSchema),
  localeDomains: z.record(localeSchema, z.string()),
  fictional_icon: z.string(),
  fictional_warning: localizedText,
  fictional_singular: localizedText,
  fictional_plural: localizedText,
  refund_days: count(),
  signups: z.string(),
  logged_out_search: z.string(),
  logged_out_search_trafficsource: z.string(),
  interests: z.array(z.enum(INTERESTS)),
  member_resell: z.boolean(),
  min_age: count(),
  /** Invite-only mode: signup needs an invite code (the /{token} link). */
  invite_only: z.boolean(),
  /** A public server that takes no real money (PAYMENTS=sandbox, or a Mollie test key): every page says so. */
  test_site: z.boolean(),
});

export type Settings = z.infer<typeof settingsSchema>;
export const settingsResponseSchema = z.object({ settings: settingsSchema });
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;
