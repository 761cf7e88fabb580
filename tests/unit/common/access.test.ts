import { describe, expect, it } from 'vitest';
import {
  hasTrafficSource,
  loggedOutSearchVisible,
  signupsEnabled,
  skipSiteEntryWarning,
  type SiteEntryWarningInput,
} from '../../../common/rules/access';

describe('hasTrafficSource', () => {
  it.each([
    ['stored network', 'net', null, true],
    ['query network', null, 'net', true],
    ['both', 'net', 'net', true],
    ['neither', null, null, false],
    ['empty strings', '', '', false],
    ['undefined', undefined, undefined, false],
  ])('%s → %s', (_label, stored, query, expected) => {
    expect(hasTrafficSource(stored, query)).toBe(expected);
  });
});

describe('signupsEnabled', () => {
  it.each([
    ['all', false, true],
    ['all', true, true],
    ['with_trafficsource', true, true],
    ['with_trafficsource', false, false],
    ['none', true, false],
    ['invite', true, false],
    ['', true, false],
  ])('%s, traffic source %s → %s', (setting, trafficSource, expected) => {
    expect(signupsEnabled(setting, trafficSource)).toBe(expected);
  });
});

describe('loggedOutSearchVisible', () => {
  const hidden = { loggedIn: false, loggedOutSearch: 'none', loggedOutSearchTrafficsource: 'none', trafficSource: false };

  it('is false when no condition holds', () => {
    expect(loggedOutSearchVisible(hidden)).toBe(false);
  });

  it('is true when logged in', () => {
    expect(loggedOutSearchVisible({ ...hidden, loggedIn: true })).toBe(true);
  });

  it("is true when logged_out_search is not 'none'", () => {
    expect(loggedOutSearchVisible({ ...hidden, loggedOutSearch: 'all' })).toBe(true);
  });

  it("is true when logged_out_search_trafficsource is not 'none' and a traffic source exists", () => {
    expect(loggedOutSearchVisible({ ...hidden, loggedOutSearchTrafficsource: 'all', trafficSource: true })).toBe(true);
  });

  it('needs both parts of the traffic-source condition', () => {
    expect(loggedOutSearchVisible({ ...hidden, loggedOutSearchTrafficsource: 'all' })).toBe(false);
    expect(loggedOutSearchVisible({ ...hidden, trafficSource: true })).toBe(false);
  });
});

describe('skipSiteEntryWarning', () => {
  const shown: SiteEntryWarningInput = {
    standalone: false,
    dismissed: false,
    enableSetting: 'yes',
    loggedIn: false,
    selectedCountry: 'NL',
    allowedCountries: ['NL', 'DE'],
  };

  it('does not skip when no reason holds', () => {
    expect(skipSiteEntryWarning(shown)).toBe(false);
  });

  it.each<[string, Partial<SiteEntryWarningInput>]>([
    ['running as the installed app', { standalone: true }],
    ['already dismissed', { dismissed: true }],
    ['disabled by setting', { enableSetting: 'no' }],
    ['logged in', { loggedIn: true }],
    ['country outside the allowed list', { selectedCountry: 'FR' }],
  ])('skips when %s', (_reason, change) => {
    expect(skipSiteEntryWarning({ ...shown, ...change })).toBe(true);
  });

  it('treats an empty allowed list as every country', () => {
    expect(skipSiteEntryWarning({ ...shown, selectedCountry: 'FR', allowedCountries: [] })).toBe(false);
    expect(skipSiteEntryWarning({ ...shown, selectedCountry: null, allowedCountries: [] })).toBe(false);
  });

  it('skips for an unknown country when a list is given', () => {
    expect(skipSiteEntryWarning({ ...shown, selectedCountry: null })).toBe(true);
  });
});
