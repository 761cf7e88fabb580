import { describe, expect, it } from 'vitest';
import type { User } from '../../../common/api/user';
import { apiUrl } from '../../../common/api/url';
import { defaultSearchFilters, searchQuery } from '../../../common/rules/search-filters';

const member = (profile: Partial<User['profile']>) => ({ profile: { country: { code: 'PL' }, ...profile } }) as User;
const today = new Date('2026-11-24T12:00:00Z');

describe('defaultSearchFilters', () => {
  it('shows a visitor the members of the country they are in', () => {
    expect(defaultSearchFilters(null, { geoip_selected_country: 'BE' } as never, today)).toEqual({ country: 'BE' });
  });

  it('shows a member whom they look for, in their country, of a fitting age', () => {
    const filters = defaultSearchFilters(member({ gender: 'female', sexuality: 'hetero', date_of_birth: '1990-06-01' }), null, today);
    expect(filters).toMatchObject({ gender: 'male', country: 'PL' });
    expect(filters.min_age).toBeLessThan(36);
    expect(filters.max_age).toBeGreaterThan(36);
    expect(defaultSearchFilters(member({ gender: 'male', sexuality: 'bi', date_of_birth: null }), null, today))
      .toEqual({ gender: undefined, country: 'PL', min_age: undefined, max_age: undefined });
  });
});

describe('searchQuery', () => {
  // The server answers the search in the page it serves under this address; the client looks it up by the same.
  it('writes one address for one search, whatever order the filters were set in, leaving out what is not set', () => {
    expect(apiUrl('members.php', searchQuery({ max_age: 40, country: 'NL', gender: 'female', min_age: 25 }, 1)))
      .toBe('/api/members.php?gender=female&country=NL&min_age=25&max_age=40&page=1');
    expect(apiUrl('members.php', searchQuery({ country: 'NL' }, 2, 'ads'))).toBe('/api/members.php?country=NL&page=2&network=ads');
  });
});
