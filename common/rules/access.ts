/** Who may sign up and who sees the logged-out search (docs/product/validation.md#who-may-sign-up, docs/product/validation.md#logged-out-search). */

export type SignupsSetting = 'all' | 'with_trafficsource' | (string & {});

/** A traffic source is a stored network or a network query parameter. */
export function hasTrafficSource(storedNetwork: string | null | undefined, queryNetwork: string | null | undefined): boolean {
  return Boolean(storedNetwork) || Boolean(queryNetwork);
}

export function signupsEnabled(signups: SignupsSetting, trafficSource: boolean): boolean {
  return signups === 'all' || (signups === 'with_trafficsource' && trafficSource);
}

export interface LoggedOutSearchInput {
  loggedIn: boolean;
  loggedOutSearch: string;
  loggedOutSearchTrafficsource: string;
  trafficSource: boolean;
}

export function loggedOutSearchVisible(input: LoggedOutSearchInput): boolean {
  return (
    input.loggedIn ||
    input.loggedOutSearch !== 'none' ||
    (input.loggedOutSearchTrafficsource !== 'none' && input.trafficSource)
  );
}

export interface SiteEntryWarningInput {
  standalone: boolean;
  dismissed: boolean;
  /** The settings' enable_site_entry_popup; 'no' disables the warning. */
  enableSetting: string;
  loggedIn: boolean;
  selectedCountry: string | null;
  /** Countries the warning is for; an empty list means every country. */
  allowedCountries: readonly string[];
}

export function skipSiteEntryWarning(input: SiteEntryWarningInput): boolean {
  const outsideAllowed =
    input.allowedCountries.length > 0 && !input.allowedCountries.includes(input.selectedCountry ?? '');
  return input.standalone || input.dismissed || input.enableSetting === 'no' || input.loggedIn || outsideAllowed;
}
