import { COUNTRIES, COUNTRY_CODES, isCountryCode, type CountryCode } from '../../../common/countries';
import { INTERESTS } from '../../../common/enums';
import type { Settings } from '../../../common/api/settings';
import { isLocaleDomain, type Config } from '../../config/config';
import { countryName } from '../profiles/countries';

/** Builds the settings answer: fixed configuration plus what depends on the request's domain and country. */

export interface SettingsContext {
  /** The forced-domain parameter, else the request's host. */
  domain: string;
  /** Country from the CDN's geo-IP header, when it is one of ours. */
  geoCountry: string | null;
  /** Country the visitor chose (query parameter country). */
  selectedCountry: string | null;
  pushPublicKey: string | null;
}

export function buildSettings(config: Config, ctx: SettingsContext): Settings {
  const { site, costs, company, rules, fictional } = config;
  const geo = ctx.geoCountry && isCountryCode(ctx.geoCountry) ? ctx.geoCountry : null;
  const selected = ctx.selectedCountry && isCountryCode(ctx.selectedCountry) ? ctx.selectedCountry : null;
  const perCountry = <T>(fn: (code: CountryCode) => T) =>
    Object.fromEntries(COUNTRY_CODES.map((code) => [code, fn(code)])) as Record<CountryCode, T>;

  return {
    countries: COUNTRY_CODES.map((code) => ({
      code,
      name: countryName(code),
      languages: [...COUNTRIES[code].languages],
      currency: COUNTRIES[code].currency,
    })),
    name: site.name,
    index_title: site.indexTitle,
    description: site.description,
    visible_profile_fields: rules.visibleProfileFields,
    visible_profile_notes: rules.visibleProfileNotes,
    geoip_country: geo,
    geoip_selected_country: selected ?? geo ?? site.defaultCountry,
    region_data: perCountry((code) => ({ term: COUNTRIES[code].regionTerm })),
    cdn_prefix: site.cdnPrefix,
    message_credits: costs.message,
    signup_credits: costs.signup,
    photo_credits: costs.photo,
    gift_credits: costs.gift,
    message_length: costs.messageLength,
    minimum_message_costs: perCountry((code) => ({
      costs: costs.minimumMessageCosts[code],
      currency: COUNTRIES[code].currency,
    })),
    support_email: company.supportEmail,
    company_name: company.name,
    address: company.address,
    kvk: company.kvk,
    city: company.city,
    country: company.country,
    tradenames: company.tradenames,
    vat_numbers: company.vatNumbers,
    support_phone: company.supportPhone,
    added: company.added,
    delete_discount: rules.deleteDiscount,
    enable_site_entry_popup: rules.enableSiteEntryPopup,
    site_entry_countries: rules.siteEntryCountries,
    push_public_key: ctx.pushPublicKey,
    search_fields: rules.searchFields,
    domain: ctx.domain,
    domain_language: isLocaleDomain(config, ctx.domain),
    localeDomains: site.localeDomains,
    fictional_icon: fictional.icon,
    fictional_warning: fictional.warning,
    fictional_singular: fictional.singular,
    fictional_plural: fictional.plural,
    refund_days: rules.refundDays,
    signups: rules.signups,
    logged_out_search: rules.loggedOutSearch,
    logged_out_search_trafficsource: rules.loggedOutSearchTrafficsource,
    interests: [...INTERESTS],
    member_resell: rules.memberResell,
    min_age: rules.minAge,
    invite_only: config.accounts.inviteOnly,
    test_site: config.testSite,
  };
}
